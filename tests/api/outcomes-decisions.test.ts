import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { introducePair, relayTextHandler, turnOf } from '../../src/server/modules/channels/testing';
import { connectedLink } from '../../src/server/modules/channels';
import { outcomesSince } from '../../src/server/modules/outcomes/testing';
import { testDriver } from '../setup/test-db';
import { proposalButton } from '../../src/shared/domain/messenger/inapp-buttons';
import { addMember, addProposal, type SignedInMember } from './helpers/agent-fixtures';
import { proposalReady, twoMembers } from './helpers/inapp';
import { sendDev, tapAndAnswer } from './helpers/messenger';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

/** Issue 41 item 1: decisions, pass reasons and relayed messages become outcomes, each once, each the person's own. */
describe(`outcomes of proposals and introductions on ${testDriver()}`, () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  async function world() {
    const w = await twoMembers();
    app = w.app;
    const outcomesOf = (m: SignedInMember) =>
      w.db
        .select()
        .from(t.outcomes)
        .where(eq(t.outcomes.userId, m.userId))
        .then((rows) => rows.map((r) => ({ kind: r.kind, answer: r.answer, value: r.value, received: r.received, source: r.source })));
    const decide = (m: SignedInMember, pairId: string, payload: object) =>
      m.request({ method: 'POST', url: `/api/agent/proposals/${pairId}/decision`, payload });
    const carla = await addMember(w.db, { name: 'Carla Mendes', email: 'carla.mendes@example.com' });
    return { ...w, outcomesOf, decide, carla };
  }

  it('/done: approve and pass are saved once; a pass takes one reason, with it or after it, and the first stays', async () => {
    const { ana, bruno, carla, db, propose, decide, outcomesOf, shortlist } = await world();
    const first = await propose();
    expect((await decide(ana, first, { decision: 'approve' })).json()).toMatchObject({ state: 'waiting', myReason: null });
    await decide(ana, first, { decision: 'approve' });
    expect(await outcomesOf(ana)).toEqual([{ kind: 'approve', answer: null, value: null, received: null, source: 'web' }]);
    // A reason belongs to a pass only.
    expect((await decide(ana, first, { decision: 'approve', reason: 'too_far' })).statusCode).toBe(400);

    const res = await decide(bruno, first, { decision: 'pass' });
    expect(res.json()).toMatchObject({ state: 'passed', myDecision: 'pass', myReason: null });
    expect((await decide(bruno, first, { decision: 'pass', reason: 'not_now' })).json()).toMatchObject({ myReason: 'not_now' });
    expect((await decide(bruno, first, { decision: 'pass', reason: 'too_far' })).json()).toMatchObject({ myReason: 'not_now' });
    expect(await outcomesOf(bruno)).toEqual([{ kind: 'pass', answer: 'not_now', value: null, received: null, source: 'web' }]);
    // Ana's card never tells Bruno's pass, nor his reason.
    const anaSees = JSON.stringify(await shortlist(ana));
    expect(anaSees).not.toMatch(/not_now|"myReason":"/);
    expect((await shortlist(ana))[0]).toMatchObject({ state: 'waiting', myReason: null });

    const second = await addProposal(db, ana.userId, carla);
    // With the pass itself; parallel passes with reasons save one pass and one reason.
    const answers = await Promise.all(
      (['too_far', 'not_my_type', 'not_looking'] as const).map((reason) => decide(ana, second, { decision: 'pass', reason })),
    );
    const reasons = new Set(answers.map((a) => a.json().myReason));
    expect(reasons.size).toBe(1);
    const passes = (await outcomesOf(ana)).filter((o) => o.kind === 'pass');
    expect(passes).toEqual([expect.objectContaining({ answer: [...reasons][0] })]);
  });

  it('the chat: Pass offers the four reasons; one tap saves it once; the other is told nothing', async () => {
    const { ana, bruno, carla, db, clock, propose, tap, lastText, inbox, outcomesOf, shortlist } = await world();
    const pairId = await propose();
    await proposalReady(db, pairId, clock.now());
    expect(await tap(ana, 'Pass')).toBe('Passed');
    const passed = (await inbox(ana)).at(-1)!;
    expect(passed.text).toMatch(/tap why \(only I see it\)/);
    expect(passed.buttons.flat().map((b) => b.label)).toEqual(['Not my type', 'Too far', 'Not looking for this', 'Not now']);
    for (const b of passed.buttons.flat()) expect(Buffer.byteLength(b.data)).toBeLessThanOrEqual(64);
    expect(await tap(ana, 'Too far')).toBe('Noted');
    expect(await tap(ana, 'Not now')).toBe('Already noted');
    expect(await lastText(ana)).toMatch(/already told me why/);
    expect(await outcomesOf(ana)).toEqual([{ kind: 'pass', answer: 'too_far', value: null, received: null, source: 'chat' }]);
    expect((await shortlist(ana))[0]).toMatchObject({ state: 'passed', myReason: 'too_far' });
    expect(JSON.stringify(await inbox(bruno))).not.toMatch(/Too far|too_far|passed/i);
    // A reason button on a card not passed changes nothing.
    const other = await addProposal(db, bruno.userId, carla);
    expect(await tapAndAnswer(app!, bruno, proposalButton(other, 'too_far'))).toBe('This button no longer works.');
    expect(await outcomesOf(bruno)).toEqual([]);
  });

  it('relayed messages are counted each way, once per update; never their words', async () => {
    const { ana, bruno, db, clock, propose, deliver, outcomesOf } = await world();
    const pairId = await propose({ status: 'introduced', decisions: { [ana.userId]: 'approve', [bruno.userId]: 'approve' } });
    await introducePair(db, app!.messenger.notify, pairId, clock.now());
    for (const [who, text] of [
      [ana, 'Hi Bruno! The tile museum on Thursday?'],
      [bruno, 'Hi Ana, I would love that.'],
      [ana, 'Great, see you there'],
    ] as const) {
      await sendDev(who, text);
      await deliver();
    }
    // The same update worked again (a worker died after queueing it): relayed once, counted once.
    const link = (await connectedLink(db, 'dev', ana.userId))!;
    const event = { channel: 'dev' as const, address: ana.userId, updateId: 'retried-update', text: 'One more thing' };
    for (let run = 0; run < 2; run++)
      expect(await relayTextHandler(turnOf(app!.messenger.deps, link, event, clock.now()), event.text)).toBe(true);

    expect(await outcomesOf(ana)).toEqual([{ kind: 'talked', answer: null, value: 3, received: 1, source: 'chat' }]);
    expect(await outcomesOf(bruno)).toEqual([{ kind: 'talked', answer: null, value: 1, received: 3, source: 'chat' }]);
    const stored = JSON.stringify(await db.select().from(t.outcomes));
    expect(stored).not.toMatch(/museum|love that|One more/);

    // The ranker's reader: plain records, with the other member and the pair's state.
    const records = await outcomesSince(db, new Date(0));
    expect(records.map((r) => [r.userId, r.otherUserId, r.kind, r.value, r.received, r.pairStatus])).toEqual(
      expect.arrayContaining([
        [ana.userId, bruno.userId, 'talked', 3, 1, 'introduced'],
        [bruno.userId, ana.userId, 'talked', 1, 3, 'introduced'],
      ]),
    );
    expect(await outcomesSince(db, records.at(-1)!.updatedAt)).toEqual([]);
    const [anaRow] = await db
      .select()
      .from(t.outcomes)
      .where(and(eq(t.outcomes.userId, ana.userId), eq(t.outcomes.kind, 'talked')));
    expect(anaRow!.at.getTime()).toBeLessThanOrEqual(anaRow!.updatedAt.getTime());
  });
});

import { count, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { expiredNotice } from '../../src/server/modules/channels/testing';
import { testDriver } from '../setup/test-db';
import { proposalReady, twoMembers } from './helpers/inapp';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const DAY = 86_400_000;

describe(`proposals in the messaging app on ${testDriver()}`, () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  async function proposed(spec = {}) {
    const world = await twoMembers();
    app = world.app;
    const pairId = await world.propose(spec);
    await proposalReady(world.db, pairId, world.clock.now());
    return { ...world, pairId };
  }

  it('a card arrives for both: first name, age, area, why, two lines of the week; no surname or address; once', async () => {
    const { ana, bruno, inbox, db, clock, pairId } = await proposed();
    const [toAna] = await inbox(ana);
    const [toBruno] = await inbox(bruno);
    expect(toAna!.text).toMatch(/found someone for you: Bruno, 34, Lisbon, Portugal\./);
    expect(toBruno!.text).toMatch(/found someone for you: Ana, 30, Lisbon, Portugal\./);
    for (const card of [toAna!, toBruno!]) {
      expect(card.text).toMatch(/Why I think it fits: .+/);
      expect(card.text.match(/agent: "/g)).toHaveLength(2);
      expect(card.text).not.toMatch(/Souza|Costa|@|example\.com/);
      expect(card.buttons.flat().map((b) => b.label)).toEqual(['Approve', 'Pass', 'Tell me more']);
      for (const b of card.buttons.flat()) expect(new TextEncoder().encode(b.data).length).toBeLessThanOrEqual(64);
    }
    // A retried job queues nothing twice.
    await proposalReady(db, pairId, clock.now());
    const [{ n }] = (await db.select({ n: count() }).from(t.outbox).where(like(t.outbox.dedupeKey, 'proposal:%'))) as [{ n: number }];
    expect(Number(n)).toBe(2);
  });

  it('approve in the app shows on /done; a second tap changes nothing and says so', async () => {
    const { ana, tap, shortlist, lastText } = await proposed();
    expect(await tap(ana, 'Approve')).toBe('Approved');
    expect(await lastText(ana)).toMatch(/^Approved\. If Bruno approves too/);
    expect((await shortlist(ana))[0]).toMatchObject({ myDecision: 'approve', state: 'waiting' });
    expect(await tap(ana, 'Pass')).toBe('Already decided');
    expect(await lastText(ana)).toBe('You already approved Bruno. Nothing changed.');
    expect((await shortlist(ana))[0]).toMatchObject({ myDecision: 'approve', state: 'waiting' });
  });

  it('a decision on /done shows in the app, and the app’s approval completes the introduction for both', async () => {
    const { ana, bruno, tap, shortlist, inbox, pairId } = await proposed();
    const web = await bruno.request({ method: 'POST', url: `/api/agent/proposals/${pairId}/decision`, payload: { decision: 'approve' } });
    expect(web.json()).toMatchObject({ state: 'waiting' });
    expect(await tap(bruno, 'Approve')).toBe('Already decided');
    expect((await inbox(ana)).map((m) => m.text).join('\n')).not.toMatch(/approved/i); // Bruno's answer is not told
    expect(await tap(ana, 'Approve')).toBe('You and Bruno are introduced!');
    expect((await shortlist(ana))[0].state).toBe('introduced');
    expect((await shortlist(bruno))[0].state).toBe('introduced');
    expect((await inbox(ana)).at(-1)!.text).toMatch(/^You and Bruno both said yes/);
    expect((await inbox(bruno)).at(-1)!.text).toMatch(/^You and Ana both said yes/);
  });

  it('an approval in the app, then the other’s on /done: both are introduced in the app', async () => {
    const { ana, bruno, tap, inbox, pairId } = await proposed();
    await tap(ana, 'Approve');
    const web = await bruno.request({ method: 'POST', url: `/api/agent/proposals/${pairId}/decision`, payload: { decision: 'approve' } });
    expect(web.json()).toMatchObject({ state: 'introduced' });
    expect((await inbox(ana)).at(-1)!.text).toMatch(/^You and Bruno both said yes/);
    expect((await inbox(bruno)).at(-1)!.text).toMatch(/^You and Ana both said yes/);
    expect(await tap(bruno, 'Approve')).toBe('Already introduced');
  });

  it('tell me more shows more of the week and the score; a pass is never told', async () => {
    const { ana, bruno, tap, lastText, inbox } = await proposed();
    expect(await tap(bruno, 'Tell me more')).toBe('More about Ana');
    const more = await lastText(bruno);
    expect(more).toMatch(/More of your agents’ week:/);
    expect(more).toMatch(/Your agent's score: 82 \/ 100\.\n\+ .+\n– Different morning routines/);
    expect(await tap(bruno, 'Pass')).toBe('Passed');
    expect(await lastText(bruno)).toMatch(/^Passed\. Ana won't be told/);
    expect((await inbox(ana)).map((m) => m.text)).toEqual([expect.stringMatching(/found someone for you: Bruno/)]);
  });

  it('an expired proposal says so, and nothing changes', async () => {
    const { ana, tap, lastText, shortlist, inbox, clock } = await proposed();
    await inbox(ana);
    clock.advance(8 * DAY);
    expect(await tap(ana, 'Approve')).toBe('Expired');
    expect(await lastText(ana)).toBe('This proposal for Bruno has expired.');
    expect((await shortlist(ana))[0]).toMatchObject({ myDecision: null });
  });

  it('a proposal that expires unanswered: Maya tells the one who did not answer once, kindly; the card then says it expired', async () => {
    const { ana, bruno, tap, inbox, lastText, clock } = await proposed();
    expect(await tap(ana, 'Approve')).toBe('Approved');
    await inbox(bruno);
    clock.advance(7 * DAY + 60_000);
    await app!.messenger.housekeeping(clock.now());
    await app!.messenger.housekeeping(clock.now());
    expect(await lastText(bruno)).toBe(expiredNotice('Ana'));
    expect((await inbox(bruno)).filter((m) => m.text.startsWith('No answer on'))).toHaveLength(1);
    // Ana answered: nothing to let go of, and Bruno's silence stays unsaid.
    expect((await inbox(ana)).map((m) => m.text).join('\n')).not.toMatch(/No answer|let it go|expired/);
    expect(await tap(bruno, 'Approve')).toBe('Expired');
    expect(await lastText(bruno)).toBe('This proposal for Ana has expired.');
  });

  it('a card that never went out before the proposal expired is dropped, and nobody is told of a card they never saw', async () => {
    const { db, bruno, inbox, clock, pairId } = await proposed();
    clock.advance(8 * DAY);
    await app!.messenger.housekeeping(clock.now());
    const cards = await db
      .select()
      .from(t.outbox)
      .where(eq(t.outbox.dedupeKey, `proposal:${pairId}`));
    expect(cards.map((c) => [c.status, c.lastError])).toEqual([
      ['failed', expect.stringMatching(/^proposal_expired/)],
      ['failed', expect.stringMatching(/^proposal_expired/)],
    ]);
    expect(await inbox(bruno)).toEqual([]);
    expect(await db.select().from(t.outbox).where(like(t.outbox.dedupeKey, 'proposal-expired:%'))).toEqual([]);
  });
});

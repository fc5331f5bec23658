import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { introducePair, startDatePlanning } from '../../src/server/modules/channels/testing';
import type { CheckIn } from '../../src/shared/schemas/check-ins';
import type { PersonalDataExport } from '../../src/shared/schemas/privacy';
import { getTestDatabase, testDriver } from '../setup/test-db';
import type { SignedInMember } from './helpers/agent-fixtures';
import { introducedPair, lastFromMaya, mayaMessages } from './helpers/date-plans';
import { deliverAll, fakeClock, sendDev, tapAndAnswer } from './helpers/messenger';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const DAY = 86_400_000;

/** Issue 41 item 1: the morning after a date, each person is asked how it went, in their chat and on /done; only they see their answers. */
describe(`the morning-after check-in on ${testDriver()}`, () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  async function start() {
    // Monday 30 November 2026, 09:00 UTC.
    const clock = fakeClock(new Date('2026-11-30T09:00:00Z'));
    app = await createTestApp({}, { messenger: { now: clock.now } });
    const { db } = await getTestDatabase();
    const people = await introducedPair(app, db, { ana: 'Europe/Paris', bruno: 'America/New_York' });
    await introducePair(db, app.messenger.notify, people.pairId, clock.now());
    const housekeeping = async (at: string) => {
      clock.set(new Date(at));
      await app.messenger.housekeeping(clock.now());
      await app.messenger.housekeeping(clock.now());
      await deliverAll(app, clock);
    };
    const say = async (who: SignedInMember, text: string) => {
      await sendDev(who, text);
      await deliverAll(app, clock);
    };
    const tap = async (who: SignedInMember, label: string) => {
      const message = (await mayaMessages(who)).reverse().find((m) => m.buttons.flat().some((b) => b.label === label))!;
      return tapAndAnswer(app, who, message.buttons.flat().find((b) => b.label === label)!.data);
    };
    const checkIns = async (who: SignedInMember) =>
      (await who.request({ method: 'GET', url: '/api/check-ins' })).json().checkIns as CheckIn[];
    const answer = (who: SignedInMember, id: string, payload: object) =>
      who.request({ method: 'POST', url: `/api/check-ins/${id}/answers`, payload });
    const outcomesOf = async (who: SignedInMember) =>
      (await db.select().from(t.outcomes).where(eq(t.outcomes.userId, who.userId)))
        .map((o) => `${o.kind}:${o.answer ?? o.value ?? ''}:${o.source}`)
        .sort();
    return { clock, db, ...people, housekeeping, say, tap, checkIns, answer, outcomesOf };
  }

  /** A date already agreed and over (Saturday 5 December, 18:00–19:30 UTC), inserted as the date conversation leaves it. */
  async function pastDate(db: Awaited<ReturnType<typeof start>>['db'], pairId: string) {
    const [plan] = await db
      .insert(t.datePlans)
      .values({
        pairId,
        status: 'agreed',
        chosenStart: new Date('2026-12-05T18:00:00Z'),
        chosenEnd: new Date('2026-12-05T19:30:00Z'),
        sequence: 0,
        agreedAt: new Date('2026-11-30T10:00:00Z'),
      })
      .returning({ id: t.datePlans.id });
    return plan!.id;
  }

  it('a date planned in the chat; next morning on each clock: asked once, answered by buttons and in words, never shown to the other', async () => {
    const { clock, db, ana, bruno, pairId, housekeeping, say, tap, checkIns, outcomesOf } = await start();
    const started = await startDatePlanning(app.messenger, pairId);
    await deliverAll(app, clock);
    await say(ana, 'Saturday afternoon');
    await say(bruno, 'Saturday morning');
    await tapAndAnswer(app, ana, (await lastFromMaya(ana)).buttons[0]![0]!.data);
    await tapAndAnswer(app, bruno, (await lastFromMaya(bruno)).buttons[0]![0]!.data);
    await deliverAll(app, clock);
    const [plan] = await db.select().from(t.datePlans).where(eq(t.datePlans.id, started!.planId));
    expect(plan!.status).toBe('agreed');
    expect(await outcomesOf(ana)).toEqual(['date_planned::chat']);
    expect(await outcomesOf(bruno)).toEqual(['date_planned::chat']);
    const planned = await db.select().from(t.outcomes).where(eq(t.outcomes.kind, 'date_planned'));
    expect(planned.map((o) => o.planId)).toEqual([plan!.id, plan!.id]);

    // Saturday 5 December, in the afternoon on both clocks; Sunday 10:00 is 09:00Z in Paris, 15:00Z in New York.
    const asked = async (who: SignedInMember) => (await mayaMessages(who)).filter((m) => /did you meet\?/.test(m.text));
    await housekeeping('2026-12-06T08:59:00Z');
    expect([(await asked(ana)).length, (await asked(bruno)).length]).toEqual([0, 0]);
    expect(await checkIns(ana)).toEqual([]);
    await housekeeping('2026-12-06T09:01:00Z');
    expect([(await asked(ana)).length, (await asked(bruno)).length]).toEqual([1, 0]);
    const question = (await asked(ana))[0]!;
    expect(question.text).toMatch(/^Good morning! A quick check-in about your date with Bruno: did you meet\? \(Bruno never sees/);
    expect(question.buttons.flat().map((b) => b.label)).toEqual(['Yes, we met', "No, we didn't"]);
    expect((await checkIns(ana))[0]).toMatchObject({
      firstName: 'Bruno',
      status: 'pending',
      next: 'met',
      dateStart: plan!.chosenStart!.toISOString(),
    });

    // Ana: a button, the same button again, then words.
    expect(await tap(ana, 'Yes, we met')).toBe('Noted');
    expect((await lastFromMaya(ana)).buttons.flat().map((b) => b.label)).toEqual(['1', '2', '3', '4', '5']);
    expect(await tap(ana, 'Yes, we met')).toBe('Already answered');
    expect((await lastFromMaya(ana)).text).toMatch(/^You already told me that\. Nothing changed\. Glad you met! How was it\?/);
    await say(ana, 'it was great!');
    expect((await lastFromMaya(ana)).text).toBe('Got it. Would you like to see Bruno again?');
    await say(ana, 'yes');
    expect((await lastFromMaya(ana)).text).toMatch(/^Thank you\. That stays between us: Bruno never sees your answers\./);
    expect(await outcomesOf(ana)).toEqual(['again:yes:chat', 'date_planned::chat', 'met:yes:chat', 'rating:5:chat']);
    expect((await checkIns(ana))[0]).toMatchObject({ status: 'answered', next: null, answers: { met: true, rating: 5, again: 'yes' } });

    // Bruno, at 10:00 in New York: he has not answered, and sees none of Ana's answers.
    await housekeeping('2026-12-06T15:01:00Z');
    expect((await asked(bruno)).length).toBe(1);
    expect((await checkIns(bruno))[0]).toMatchObject({
      firstName: 'Ana',
      status: 'pending',
      answers: { met: null, rating: null, again: null },
    });
    // A message for Ana is relayed, not read as an answer; his answer to Maya is never relayed.
    await say(bruno, 'hey Ana, last night was great');
    expect((await lastFromMaya(ana)).text).toBe('Bruno: hey Ana, last night was great');
    await say(bruno, "we didn't meet");
    expect((await lastFromMaya(bruno)).text).toMatch(/^Thanks for telling me; it stays between us\./);
    expect(await outcomesOf(bruno)).toEqual(['date_planned::chat', 'met:no:chat', 'talked:1:chat']);
    expect(JSON.stringify(await mayaMessages(ana))).not.toMatch(/didn't meet/);
    expect(JSON.stringify(await mayaMessages(bruno))).not.toMatch(/great!|"yes"|Ana: yes/);
    const [anaList, brunoList] = [await checkIns(ana), await checkIns(bruno)];
    expect(anaList[0]!.answers).toEqual({ met: true, rating: 5, again: 'yes' });
    expect(brunoList[0]!.answers).toEqual({ met: false, rating: null, again: null });
    expect(brunoList[0]!.id).not.toBe(anaList[0]!.id);
    // The job never asks twice, however often it runs.
    await housekeeping('2026-12-06T18:00:00Z');
    expect([(await asked(ana)).length, (await asked(bruno)).length]).toEqual([1, 1]);
  });

  it('after the last answer, by a button or in words, Maya replies once and says "Thank you." once', async () => {
    const { db, ana, bruno, pairId, housekeeping, say, tap } = await start();
    await pastDate(db, pairId);
    await housekeeping('2026-12-06T15:01:00Z');
    const thanks = async (who: SignedInMember) => (await mayaMessages(who)).filter((m) => m.text.includes('Thank you.'));
    const answers: [SignedInMember, (text: string) => Promise<unknown>][] = [
      [ana, (label) => tap(ana, label)],
      [bruno, (text) => say(bruno, text)],
    ];
    for (const [who, answer] of answers) {
      await answer(who === ana ? 'Yes, we met' : 'we met');
      await answer(who === ana ? '4' : 'it was a 4');
      expect((await lastFromMaya(who)).text).toMatch(/^Got it\. Would you like to see (Bruno|Ana) again\?$/);
      const before = (await mayaMessages(who)).length;
      await answer(who === ana ? 'Maybe' : 'I would love to see her again');
      // Later passes of the housekeeping say nothing more about it.
      await housekeeping('2026-12-06T18:00:00Z');
      const after = (await mayaMessages(who)).slice(before);
      expect(after.map((m) => m.text)).toHaveLength(1);
      expect(after[0]!.text).toMatch(/^Thank you\. That stays between us: (Bruno|Ana) never sees your answers\./);
      expect((await thanks(who)).length).toBe(1);
    }
  });

  it('/done: repeated and parallel answers are saved once; another’s check-in is not found; empty, closed, blocked', async () => {
    const { db, ana, bruno, pairId, housekeeping, checkIns, answer, outcomesOf } = await start();
    await pastDate(db, pairId);
    await housekeeping('2026-12-06T16:00:00Z');
    const [mine] = await checkIns(ana);
    const [his] = await checkIns(bruno);
    expect(mine).toMatchObject({ status: 'pending', next: 'met' });

    expect((await answer(ana, mine!.id, {})).statusCode).toBe(400);
    expect((await answer(ana, mine!.id, { rating: 6 })).statusCode).toBe(400);
    // Bruno's check-in is not Ana's: 404, and nothing of his is saved or told.
    expect((await answer(ana, his!.id, { met: false })).statusCode).toBe(404);
    expect(await outcomesOf(bruno)).toEqual([]);

    // The same tap five times at once (a double-tapping thumb): one "met" saved, every answer the same.
    const parallel = await Promise.all([1, 2, 3, 4, 5].map(() => answer(ana, mine!.id, { met: true })));
    for (const r of parallel) expect(r.json()).toMatchObject({ next: 'rating', answers: { met: true } });
    expect(await outcomesOf(ana)).toEqual(['met:yes:web']);
    // Different ratings at once keep one; a later one changes nothing.
    const ratings = await Promise.all([2, 4, 5].map((rating) => answer(ana, mine!.id, { rating })));
    const rated = new Set(ratings.map((r) => r.json<CheckIn>().answers.rating));
    expect(rated.size).toBe(1);
    expect((await answer(ana, mine!.id, { rating: 1, again: 'maybe' })).json()).toMatchObject({
      status: 'answered',
      answers: { met: true, rating: [...rated][0], again: 'maybe' },
    });
    expect((await outcomesOf(ana)).filter((o) => o.startsWith('rating'))).toHaveLength(1);
    expect(JSON.stringify(await checkIns(bruno))).not.toMatch(/maybe|"met":true/);

    // Two weeks after it was due, a check-in with questions left closes.
    await housekeeping(new Date(Date.parse('2026-12-06T16:00:00Z') + 15 * DAY).toISOString());
    expect((await checkIns(bruno))[0]).toMatchObject({ status: 'expired', next: null });
    expect((await answer(bruno, his!.id, { met: true })).statusCode).toBe(409);
    // A block closes the pair: its check-ins are gone from both.
    await db.insert(t.memberBlocks).values({ blockerUserId: bruno.userId, blockedUserId: ana.userId });
    await db.update(t.agentPairs).set({ status: 'closed' }).where(eq(t.agentPairs.id, pairId));
    expect(await checkIns(ana)).toEqual([]);
    expect((await answer(ana, mine!.id, { again: 'yes' })).statusCode).toBe(404);
  });

  it('in the download, only the person’s own; deleted with the account, and with the other’s', async () => {
    const { db, ana, bruno, pairId, housekeeping, checkIns, answer } = await start();
    const planId = await pastDate(db, pairId);
    await housekeeping('2026-12-06T16:00:00Z');
    await answer(ana, (await checkIns(ana))[0]!.id, { met: true, rating: 4 });
    await answer(bruno, (await checkIns(bruno))[0]!.id, { met: false });
    const file = (await ana.request({ method: 'POST', url: '/api/privacy/export', payload: {} })).json<PersonalDataExport>();
    expect(file.tables.outcomes!.map((o) => `${o.kind}:${o.answer ?? o.value}`).sort()).toEqual(['met:yes', 'rating:4']);
    expect(file.tables.outcomes!.every((o) => o.user_id === ana.userId && o.plan_id === planId)).toBe(true);
    expect(file.tables.date_check_ins).toEqual([expect.objectContaining({ user_id: ana.userId, plan_id: planId })]);
    expect(JSON.stringify(file.tables.outcomes)).not.toContain(bruno.userId);

    const gone = await ana.request({ method: 'POST', url: '/api/privacy/delete-account', payload: { email: 'ana@example.com' } });
    expect(gone.statusCode).toBe(204);
    const left = await db
      .select()
      .from(t.outcomes)
      .where(inArray(t.outcomes.userId, [ana.userId, bruno.userId]));
    // Ana's rows went with her account, Bruno's about their pair with the pair.
    expect(left).toEqual([]);
    expect(
      await db
        .select()
        .from(t.dateCheckIns)
        .where(and(eq(t.dateCheckIns.planId, planId))),
    ).toEqual([]);
  });
});

import { count, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { pairScores } from '../../src/shared/domain/agents/reciprocal-score';
import type { Database } from '../../src/server/db/client';
import * as t from '../../src/server/db/schema';
import { createAiEngine, type AiEngine, CircuitOpenError } from '../../src/server/modules/ai';
import {
  RetryableAgentError,
  activeMemberIds,
  agentConfig,
  expireProposals,
  findCandidates,
  loadPoolMember,
  memberDisplayNames,
  memberPersona,
  runPairWeek,
  runPass,
  utcDay,
  type AgentDeps,
  type PoolMember,
} from '../../src/server/modules/agents/testing';
import { testConfig } from './helpers/test-app';
import { getTestDatabase, resetDatabase, testDriver } from '../setup/test-db';
import { addMember, HARSH, KIND, memberId, type MemberSpec } from './helpers/agent-members';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const NOW = new Date('2026-11-27T10:00:00Z');
const TODAY = utcDay(NOW);
const DAY = 86_400_000;
/** The open-proposal cap (AGENT_OPEN_PROPOSAL_CAP's default). */
const CAP = 10;
/** Degrees of longitude per km at Lisbon's latitude. */
const LON_PER_KM = 1 / (111.195 * Math.cos((38.7167 * Math.PI) / 180));
const east = (km: number) => -9.1333 + km * LON_PER_KM;
const man = (n: number, spec: Partial<MemberSpec> = {}): MemberSpec => ({ n, gender: 'man', seeks: ['woman'], ...spec });

let db: Database;
let ai: AiEngine;
const deps = (config: Partial<AgentDeps['config']> = {}, engine = ai): AgentDeps => ({
  db,
  ai: engine,
  config: { ...agentConfig(testConfig()), ...config },
});
const member = async (n: number) => (await loadPoolMember(db, memberId(n), TODAY)) as PoolMember;
const pairs = () => db.select().from(t.agentPairs).orderBy(t.agentPairs.createdAt, t.agentPairs.highUserId);
const agentRow = async (n: number) =>
  (
    await db
      .select()
      .from(t.agentMembers)
      .where(eq(t.agentMembers.userId, memberId(n)))
  )[0];
const pairOf = async (a: number, b: number) => {
  const id = (await findCandidates(db, await member(a), NOW, 10, CAP)).top.find((c) => c.userId === memberId(b));
  if (!id) throw new Error(`member ${b} is no candidate of ${a}`);
  const result = await runPass(deps({ candidatesPerPass: 1 }), memberId(a), NOW);
  if (!('pairIds' in result) || result.pairIds.length !== 1) throw new Error('no pair created');
  return result.pairIds[0]!;
};

describe(`the agent engine on ${testDriver()}`, () => {
  beforeEach(async () => {
    const handle = await getTestDatabase();
    await resetDatabase(handle);
    db = handle.db;
    ai = createAiEngine({ AI_TIMEOUT_MS: 20_000 });
  });

  it('finds only members whose hard preferences and the member’s agree both ways', async () => {
    await addMember(db, { n: 1 }); // a woman of 30 in Lisbon, seeking men of 25-40 within 50 km
    await addMember(db, man(2)); // the one candidate
    await addMember(db, man(3, { lon: east(30), maxKm: 40 })); // 30 km away, both maxima above: a candidate
    await addMember(db, man(4, { seeks: ['man'] })); // does not seek women
    await addMember(db, { n: 5, gender: 'woman', seeks: ['woman'] }); // not a man
    await addMember(db, man(6, { birthDate: '1980-01-01' })); // 46, outside her range
    await addMember(db, man(7, { ageMin: 35, ageMax: 45 })); // she is outside his range
    await addMember(db, man(8, { lon: east(45), maxKm: 30 })); // within her 50 km, beyond his 30
    await addMember(db, man(9, { lon: east(80), maxKm: 200 })); // beyond her 50 km
    await addMember(db, man(10, { status: 'paused' }));
    await addMember(db, man(11, { status: null })); // no automation session
    await addMember(db, man(12, { hexaco: null })); // no personality profile
    await addMember(db, man(13));
    await addMember(db, man(14));
    await addMember(db, man(15));
    await db.insert(t.memberBlocks).values([
      { blockerUserId: memberId(1), blockedUserId: memberId(13) },
      { blockerUserId: memberId(14), blockedUserId: memberId(1) },
    ]);
    const s = pairScores(await member(1), await member(15), 0);
    await db.insert(t.agentPairs).values({
      lowUserId: memberId(1),
      highUserId: memberId(15),
      lowScore: s.aScore,
      highScore: s.bScore,
      reciprocalScore: s.reciprocal,
      seed: 1,
    });

    const found = await findCandidates(db, await member(1), NOW, 10, CAP);
    expect(found.top.map((c) => c.userId).sort()).toEqual([memberId(2), memberId(3)]);
    expect(found.scored).toBe(2);
    expect(found.top.find((c) => c.userId === memberId(3))!.distanceKm).toBeCloseTo(30, 0);
    // And from his side she is a candidate too.
    expect((await findCandidates(db, await member(2), NOW, 10, CAP)).top.map((c) => c.userId)).toEqual([memberId(1)]);
  });

  it('ranks candidates by the reciprocal score, with both sides’ scores', async () => {
    await addMember(db, { n: 1, ageMin: 26, ageMax: 36 });
    await addMember(db, man(2, { birthDate: '1995-01-10' })); // 31: the centre of her range, she the centre of his
    await addMember(db, man(3, { birthDate: '1995-01-10', ageMin: 30, ageMax: 40 })); // she is at the edge of his range
    await addMember(db, man(4, { birthDate: '1995-01-10', hexaco: HARSH }));
    const found = await findCandidates(db, await member(1), NOW, 2, CAP);
    expect(found.scored).toBe(3);
    expect(found.top.map((c) => c.userId)).toEqual([memberId(2), memberId(3)]);
    const [best, oneSided] = found.top;
    expect(best!.ownScore).toBe(oneSided!.ownScore);
    expect(oneSided!.theirScore).toBeLessThan(best!.theirScore);
    const expected = pairScores(await member(1), await member(3), 0);
    expect([oneSided!.ownScore, oneSided!.theirScore, oneSided!.reciprocal]).toEqual([
      expected.aScore,
      expected.bScore,
      expected.reciprocal,
    ]);
  });

  it('weighs each trait by how sure Maya is of both members (the stored trait evidence)', async () => {
    const evidence = (openness: number) => ({ ...Object.fromEntries(Object.keys(HARSH).map((k) => [k, 0.7])), openness });
    await addMember(db, { n: 1, hexaco: { ...KIND, openness: 0.9 }, traitEvidence: evidence(0.9) });
    // Both far less curious than she is; Maya is unsure of that for member 2 and sure of it for member 3.
    await addMember(db, man(2, { hexaco: { ...KIND, openness: 0.1 }, traitEvidence: evidence(0.15) }));
    await addMember(db, man(3, { hexaco: { ...KIND, openness: 0.1 }, traitEvidence: evidence(0.95) }));
    await addMember(db, man(4, { hexaco: { ...KIND, openness: 0.1 } })); // no evidence stored: the typical 0.55
    expect((await member(2)).traitEvidence).toMatchObject({ openness: 0.15, agreeableness: 0.7 });
    expect((await member(4)).traitEvidence).toBeNull();
    const found = await findCandidates(db, await member(1), NOW, 3, CAP);
    expect(found.top.map((c) => c.userId)).toEqual([memberId(2), memberId(4), memberId(3)]);
    for (const n of [2, 3, 4]) {
      const expected = pairScores(await member(1), await member(n), 0);
      expect(found.top.find((c) => c.userId === memberId(n))!.reciprocal).toBe(expected.reciprocal);
    }
  });

  it('runs a pass again the same day once the member changed who they want to meet or turned the agent back on', async () => {
    await addMember(db, { n: 1 });
    for (const n of [2, 3, 4, 5]) await addMember(db, man(n, { lon: east(n) }));
    await runPass(deps(), memberId(1), NOW);
    const later = (hours: number) => new Date(NOW.getTime() + hours * 3_600_000);
    expect(await runPass(deps(), memberId(1), later(1))).toMatchObject({ repeated: true });

    await db
      .update(t.memberPreferences)
      .set({ updatedAt: later(2) })
      .where(eq(t.memberPreferences.userId, memberId(1)));
    expect(await runPass(deps(), memberId(1), later(3))).toMatchObject({ repeated: false, scored: 1 });
    expect(await runPass(deps(), memberId(1), later(4))).toMatchObject({ repeated: true });

    await db
      .update(t.automationSessions)
      .set({ updatedAt: later(5) })
      .where(eq(t.automationSessions.userId, memberId(1)));
    expect(await runPass(deps(), memberId(1), later(6))).toMatchObject({ repeated: false, scored: 0 });
    expect(await pairs()).toHaveLength(4);
  });

  it('runs one pass a day: a repeat proposes nothing new and counts nothing twice; the next day screens the rest', async () => {
    await addMember(db, { n: 1 });
    for (const n of [2, 3, 4, 5]) await addMember(db, man(n, { lon: east(n) }));
    const first = await runPass(deps(), memberId(1), NOW);
    expect(first).toMatchObject({ scored: 4, repeated: false });
    const created = 'pairIds' in first ? first.pairIds : [];
    expect(created).toHaveLength(3);
    expect((await agentRow(1))!.screenedCount).toBe(4);
    // The three met agents looked at member 1 too; member 5, not met, did not.
    expect(await Promise.all([2, 3, 4, 5].map(async (n) => (await agentRow(n))?.screenedCount ?? 0))).toEqual(
      expect.arrayContaining([1, 1, 1, 0]),
    );

    const again = await runPass(deps(), memberId(1), new Date(NOW.getTime() + 3_600_000));
    expect(again).toMatchObject({ repeated: true, scored: 0, pairIds: [] });
    expect('waiting' in again && [...again.waiting].sort()).toEqual([...created].sort());
    expect(await pairs()).toHaveLength(3);
    expect((await agentRow(1))!.screenedCount).toBe(4);

    const tomorrow = await runPass(deps(), memberId(1), new Date(NOW.getTime() + DAY));
    expect(tomorrow).toMatchObject({ scored: 1, repeated: false });
    // The new pair, and yesterday's three that still wait for their week.
    expect('waiting' in tomorrow && tomorrow.pairIds.length === 1 && tomorrow.waiting.length === 4).toBe(true);
    expect(await pairs()).toHaveLength(4);
    expect((await agentRow(1))!.screenedCount).toBe(5);
    for (const p of await pairs()) expect(p.lowUserId < p.highUserId).toBe(true);
  });

  it('skips a member who is not in the pool', async () => {
    await addMember(db, { n: 1, status: 'paused' });
    await addMember(db, { n: 2, preferences: false });
    await addMember(db, man(3));
    expect(await runPass(deps(), memberId(1), NOW)).toEqual({ skipped: 'paused' });
    expect(await runPass(deps(), memberId(2), NOW)).toEqual({ skipped: 'no_preferences' });
    expect(await pairs()).toHaveLength(0);
  });

  it('counts a suspension on the pass’s clock, not the database’s (issue 42)', async () => {
    // Relative to the wall clock, the database's now(): a pass 10 days before it, then one 10 days after it.
    const wall = Date.now();
    const early = new Date(wall - 10 * DAY);
    const late = new Date(wall + 10 * DAY);
    await addMember(db, { n: 1 });
    for (const n of [2, 3, 4, 5]) await addMember(db, man(n, { lon: east(n) }));
    const until = (at: number) => ({ state: 'suspended', suspendedUntil: new Date(at), appeal: 'open' });
    await db.insert(t.memberSanctions).values([
      { userId: memberId(2), ...until(wall - 5 * DAY) }, // ends after the early pass, before the database's now
      { userId: memberId(3), ...until(wall + 5 * DAY) }, // ends after the database's now, before the late pass
      { userId: memberId(4), ...until(wall + 20 * DAY) }, // suspended at both passes
    ]);
    const partners = async () => (await pairs()).map((p) => (p.lowUserId === memberId(1) ? p.highUserId : p.lowUserId)).sort();

    expect(await runPass(deps(), memberId(1), early)).toMatchObject({ scored: 1, repeated: false });
    expect(await partners()).toEqual([memberId(5)]);
    expect(await runPass(deps(), memberId(1), late)).toMatchObject({ scored: 2, repeated: false });
    expect(await partners()).toEqual([memberId(2), memberId(3), memberId(5)]);
  });

  it('builds a persona from the first name and what Maya learned, never the e-mail or full name', async () => {
    await addMember(db, { n: 1, name: 'Ana Maria Souza', email: 'ana@x.com' });
    await db.insert(t.preferenceModels).values({
      userId: memberId(1),
      preferenceCategory: 'interests',
      preferenceData: {
        top: [
          { term: 'today', count: 5 },
          { term: 'hiking', count: 4 },
        ],
      },
    });
    await db.insert(t.memoryFacts).values([
      { userId: memberId(1), slot: 'taste:jazz', value: 'likes', searchText: 'jazz', sourceText: 'I love jazz' },
      // Told to Maya in confidence: never a topic of another member's week (issue 43 item 5).
      {
        userId: memberId(1),
        slot: 'taste:antidepressant',
        value: 'likes',
        searchText: 'antidepressant',
        sourceText: 'I love my antidepressants lol',
      },
    ]);
    const ana = await member(1);
    const persona = memberPersona(ana, (await memberDisplayNames(db, [ana.userId])).get(ana.userId));
    expect(persona!.name).toBe('Ana');
    expect(persona!.age_range).toBe('25-34');
    // Her tastes cross as the catalogue's topics, never in her own words.
    expect(persona!.social.topics.slice(0, 2)).toEqual(['music', 'hiking']);
    expect(JSON.stringify(persona)).not.toContain('antidepressant');
    expect(persona!.social.topics).not.toContain('today');
    const text = JSON.stringify(persona);
    for (const secret of ['ana@x.com', 'Souza', 'Maria']) expect(text).not.toContain(secret);
  });

  it('runs the week once for both sides and proposes a pair both agents say YES to', async () => {
    await addMember(db, { n: 1, name: 'Ana Maria Souza', email: 'ana@x.com' });
    await addMember(db, man(2, { name: 'Bruno Costa', demo: true }));
    const pairId = await pairOf(1, 2);
    expect(await runPairWeek(deps(), pairId, NOW)).toBe('proposed');
    const [pair] = await pairs();
    expect(pair).toMatchObject({ status: 'proposed', lowDecision: null, highDecision: 'approve' });
    expect(pair!.proposedAt).toEqual(NOW);
    expect(pair!.expiresAt).toEqual(new Date(NOW.getTime() + 7 * DAY));
    const week = pair!.week as { transcript: { role: string }[]; persona_low: { name: string }; persona_high: { name: string } };
    expect(week.transcript.length).toBeGreaterThan(10);
    expect([week.persona_low.name, week.persona_high.name]).toEqual(['Ana', 'Bruno']);
    expect(pair!.lowVerdict).toMatchObject({ decision: 'YES' });
    expect(pair!.highVerdict).toMatchObject({ decision: 'YES' });
    // Each side in its own words: Ana reads about Bruno, Bruno about Ana.
    expect(JSON.stringify(pair!.lowVerdict)).toContain('you and Bruno');
    expect(JSON.stringify(pair!.highVerdict)).toContain('you and Ana');
    const stored = JSON.stringify(pair);
    for (const secret of ['ana@x.com', 'Souza', 'Costa', 'member2@example.com']) expect(stored).not.toContain(secret);
    // The calls were counted against both members' budgets.
    const calls = (await agentRow(1))!.modelCalls;
    expect(calls).toBeGreaterThan(7);
    expect(await agentRow(2)).toMatchObject({ modelCalls: calls, budgetDay: TODAY });

    // A retried job changes nothing and calls no model.
    expect(await runPairWeek(deps(), pairId, new Date(NOW.getTime() + 60_000))).toBe('skipped');
    expect(await pairs()).toEqual([pair]);
    expect((await agentRow(1))!.modelCalls).toBe(calls);
  });

  it('declines a pair whose week is not YES on both sides, and proposes nothing', async () => {
    await addMember(db, { n: 1, hexaco: HARSH });
    await addMember(db, man(2, { hexaco: HARSH }));
    expect(await runPairWeek(deps(), await pairOf(1, 2), NOW)).toBe('declined');
    const [pair] = await pairs();
    expect(pair).toMatchObject({ status: 'declined', proposedAt: null, expiresAt: null, lowDecision: null, highDecision: null });
    expect(pair!.lowVerdict).toMatchObject({ decision: 'NO' });
    expect(pair!.week).not.toBeNull();
  });

  it('defers a week over either member’s daily model budget, and a new day resets it', async () => {
    await addMember(db, { n: 1 });
    await addMember(db, man(2));
    const pairId = await pairOf(1, 2);
    await db
      .update(t.agentMembers)
      .set({ budgetDay: TODAY, modelCalls: 55 })
      .where(eq(t.agentMembers.userId, memberId(2)));
    expect(await runPairWeek(deps({ dailyModelCalls: 60 }), pairId, NOW)).toBe('deferred');
    expect(await runPairWeek(deps({ dailyModelCalls: 5 }), pairId, NOW)).toBe('deferred');
    expect((await pairs())[0]).toMatchObject({ status: 'screened', week: null });
    expect(await runPairWeek(deps({ dailyModelCalls: 60 }), pairId, new Date(NOW.getTime() + DAY))).not.toBe('deferred');
    expect((await agentRow(2))!.budgetDay).toBe(utcDay(new Date(NOW.getTime() + DAY)));
  });

  it('turns a model outage into RetryableAgentError and writes nothing', async () => {
    await addMember(db, { n: 1 });
    await addMember(db, man(2));
    const pairId = await pairOf(1, 2);
    let windows = 0;
    const failing: AiEngine = {
      ...ai,
      simulateWindow: async (input) => {
        if (++windows === 3) throw new CircuitOpenError(30_000);
        return ai.simulateWindow(input);
      },
    };
    await expect(runPairWeek(deps({}, failing), pairId, NOW)).rejects.toBeInstanceOf(RetryableAgentError);
    const open: AiEngine = { ...ai, circuitState: () => 'open' };
    await expect(runPairWeek(deps({}, open), pairId, NOW)).rejects.toBeInstanceOf(RetryableAgentError);
    expect((await pairs())[0]).toMatchObject({ status: 'screened', week: null, lowVerdict: null, weekAt: null });
    // The pass's rows only (the member's and the met member's), and no model call charged to either.
    expect(await db.select({ n: count() }).from(t.agentMembers)).toEqual([{ n: 2 }]);
    expect([(await agentRow(1))!.modelCalls, (await agentRow(2))!.modelCalls]).toEqual([0, 0]);
  });

  it('closes a pair when one blocked the other, and leaves it screened while one is paused', async () => {
    await addMember(db, { n: 1 });
    await addMember(db, man(2));
    await addMember(db, man(3, { lon: east(60), maxKm: 100 }));
    const pairId = await pairOf(1, 2);
    await db
      .update(t.automationSessions)
      .set({ status: 'paused' })
      .where(eq(t.automationSessions.userId, memberId(2)));
    expect(await runPairWeek(deps(), pairId, NOW)).toBe('skipped');
    expect((await pairs())[0]).toMatchObject({ status: 'screened', week: null });
    await db.insert(t.memberBlocks).values({ blockerUserId: memberId(2), blockedUserId: memberId(1) });
    expect(await runPairWeek(deps(), pairId, NOW)).toBe('closed');
    expect((await pairs())[0]).toMatchObject({ status: 'closed', week: null });
  });

  it('expires proposals past their deadline, and pages through the pool', async () => {
    for (const n of [1, 2, 3, 4]) await addMember(db, man(n));
    await addMember(db, man(5, { status: 'paused' }));
    const row = (low: number, high: number, status: string, expiresAt: Date | null) => ({
      lowUserId: memberId(low),
      highUserId: memberId(high),
      status,
      expiresAt,
      lowScore: 0.7,
      highScore: 0.7,
      reciprocalScore: 0.7,
      seed: 1,
    });
    await db
      .insert(t.agentPairs)
      .values([
        row(1, 2, 'proposed', new Date(NOW.getTime() - 1)),
        row(1, 3, 'proposed', NOW),
        row(1, 4, 'proposed', new Date(NOW.getTime() + 1000)),
        row(2, 3, 'introduced', new Date(NOW.getTime() - DAY)),
      ]);
    expect(await expireProposals(db, NOW)).toBe(2);
    expect((await pairs()).map((p) => p.status).sort()).toEqual(['expired', 'expired', 'introduced', 'proposed']);
    expect(await expireProposals(db, NOW)).toBe(0);

    expect(await activeMemberIds(db, null, 2)).toEqual([memberId(1), memberId(2)]);
    expect(await activeMemberIds(db, memberId(2), 2)).toEqual([memberId(3), memberId(4)]);
    expect(await activeMemberIds(db, memberId(4), 2)).toEqual([]);
  });
});

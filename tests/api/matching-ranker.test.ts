import { eq, sql } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import * as t from '../../src/server/db/schema';
import { createAiEngine } from '../../src/server/modules/ai';
import { agentConfig, runPass } from '../../src/server/modules/agents/testing';
import { listShortlist } from '../../src/server/modules/agents';
import {
  eachLearnableOutcomePage,
  fit,
  learnNewOutcomes,
  learnableOutcomes,
  readRanker,
  refitRanker,
  type Outcome,
} from '../../src/server/modules/matching/testing';
import { recordOutcome } from '../../src/server/modules/outcomes';
import { testConfig } from './helpers/test-app';
import { getTestDatabase, resetDatabase, testDriver } from '../setup/test-db';
import { addMember, memberId } from './helpers/agent-members';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const NOW = new Date('2026-11-27T10:00:00Z');
const WOMEN = [2, 3, 4, 5, 6, 7];
let db: Database;

/** Member 1 (a man) and six women, one pass of member 1's agent: six pairs, proposed. */
async function proposedPairs(): Promise<Map<number, string>> {
  await addMember(db, { n: 1, gender: 'man', seeks: ['woman'] });
  for (const n of WOMEN) await addMember(db, { n });
  const pass = await runPass(
    { db, ai: createAiEngine({ AI_TIMEOUT_MS: 20_000 }), config: { ...agentConfig(testConfig()), candidatesPerPass: 6 } },
    memberId(1),
    NOW,
  );
  if (!('pairIds' in pass) || pass.pairIds.length !== 6) throw new Error('expected six pairs');
  await db.update(t.agentPairs).set({ status: 'proposed', proposedAt: NOW, expiresAt: new Date(NOW.getTime() + 7 * 86_400_000) });
  const rows = await db.select({ id: t.agentPairs.id, low: t.agentPairs.lowUserId, high: t.agentPairs.highUserId }).from(t.agentPairs);
  return new Map(rows.map((r) => [WOMEN.find((n) => [r.low, r.high].includes(memberId(n)))!, r.id]));
}

/** Member 1 approves 2-4 and passes 5-7; 2 and 5 approve member 1, 3 passes. */
async function decide(pairs: Map<number, string>) {
  let minute = 0;
  const at = () => new Date(NOW.getTime() + ++minute * 60_000);
  for (const n of WOMEN)
    await recordOutcome(db, { userId: memberId(1), pairId: pairs.get(n)!, kind: n <= 4 ? 'approve' : 'pass', source: 'web', at: at() });
  for (const [n, kind] of [
    [2, 'approve'],
    [5, 'approve'],
    [3, 'pass'],
  ] as const)
    await recordOutcome(db, { userId: memberId(n), pairId: pairs.get(n)!, kind, source: 'web', at: at() });
}

const memberRows = async () =>
  Object.fromEntries((await db.select().from(t.rankerMembers)).map((r) => [r.userId, r.params as { n: number[] }]));
const network = async () => (await db.select().from(t.rankerNetwork))[0]!;
/** Parameters compared to 12 places (jsonb keeps numbers as numeric). */
const rounded = (v: unknown): unknown => JSON.parse(JSON.stringify(v, (_k, x) => (typeof x === 'number' ? Number(x.toFixed(12)) : x)));

describe(`the learned ranker in production on ${testDriver()}`, () => {
  beforeEach(async () => {
    const handle = await getTestDatabase();
    await resetDatabase(handle);
    db = handle.db;
  });

  it('keeps each side of the pairs the pass ranked, each row holding only its own member’s traits', async () => {
    const pairs = await proposedPairs();
    const sides = await db.select().from(t.rankerPairSides);
    expect(sides).toHaveLength(12);
    const mine = sides.find((s) => s.userId === memberId(1) && s.pairId === pairs.get(2));
    const theirs = sides.find((s) => s.userId === memberId(2) && s.pairId === pairs.get(2));
    expect(mine!.pair).toEqual(theirs!.pair);
    expect((mine!.traits as { age: number }).age).toBe(30);
  });

  it('learns new outcomes once, incrementally, and a full refit of the same outcomes gives the same state', async () => {
    await decide(await proposedPairs());
    const first = await learnNewOutcomes(db, NOW);
    expect(first).toMatchObject({ learned: 9, version: 1 });
    expect(await learnNewOutcomes(db, NOW)).toMatchObject({ learned: 0, version: 1 });
    const incremental = await memberRows();
    expect(incremental[memberId(1)]!.n).toEqual([6, 3, 3, 2]);
    const { global: incrementalGlobal } = (await network()).state as { global: unknown };

    const refit = await refitRanker(db, NOW);
    expect(refit).toMatchObject({ outcomes: 9, members: 7, version: 2 });
    expect(rounded(await memberRows())).toEqual(rounded(incremental));
    expect(rounded(((await network()).state as { global: unknown }).global)).toEqual(rounded(incrementalGlobal));
    // The pass reads the stored state: member 1 and the network.
    const state = await readRanker(db, [memberId(1)]);
    expect(Object.keys(state.members)).toEqual([memberId(1)]);
    expect(state.outcomes).toBe(9);
  });

  it('reads the outcomes two rows a page, each once and in order, and refits them to the same state as reading them all at once', async () => {
    await decide(await proposedPairs());
    const all = await db.transaction((tx) => learnableOutcomes(tx, null));
    expect(all.outcomes).toHaveLength(9);
    const pages: Outcome[][] = [];
    const read = await db.transaction((tx) => eachLearnableOutcomePage(tx, null, (page) => void pages.push(page), 2));
    expect(pages.map((p) => p.length)).toEqual([2, 2, 2, 2, 1]);
    expect(pages.flat()).toEqual(all.outcomes);
    expect(read).toEqual({ rows: 9, latest: all.latest });

    expect(await refitRanker(db, NOW, { pageRows: 2 })).toMatchObject({ outcomes: 9, members: 7, version: 1 });
    const paged = { members: await memberRows(), network: (await network()).state, learnedUntil: (await network()).learnedUntil };
    const expected = fit(all.outcomes);
    expect(rounded(paged.members)).toEqual(rounded(expected.members));
    expect(rounded(paged.network)).toEqual(rounded({ version: 1, config: expected.config, outcomes: 9, global: expected.global }));
    expect(paged.learnedUntil).toEqual(all.latest);
    // The same with one page of every row.
    expect(await refitRanker(db, NOW, { pageRows: 1_000 })).toMatchObject({ outcomes: 9, members: 7, version: 2 });
    expect(rounded(await memberRows())).toEqual(rounded(paged.members));
    expect(rounded((await network()).state)).toEqual(rounded(paged.network));
  });

  it('forgets a paused member at once and leaves their outcomes out of the refit', async () => {
    await decide(await proposedPairs());
    await learnNewOutcomes(db, NOW);
    await db
      .update(t.automationSessions)
      .set({ status: 'paused' })
      .where(eq(t.automationSessions.userId, memberId(2)));
    expect(await learnNewOutcomes(db, NOW)).toMatchObject({ learned: 0, forgotten: 1 });
    expect(Object.keys(await memberRows())).not.toContain(memberId(2));
    // Member 1's approval of 2 and 2's approval of 1 leave the model.
    expect(await refitRanker(db, NOW)).toMatchObject({ outcomes: 7 });
    expect(Object.keys(await memberRows())).not.toContain(memberId(2));
    expect((await memberRows())[memberId(1)]!.n).toEqual([5, 2, 2, 1]);
  });

  it('leaves the outcomes of a pair closed by a block out of the refit, and a deleted member’s rows go with the account', async () => {
    const pairs = await proposedPairs();
    await decide(pairs);
    await db
      .update(t.agentPairs)
      .set({ status: 'closed' })
      .where(eq(t.agentPairs.id, pairs.get(3)!));
    expect(await refitRanker(db, NOW)).toMatchObject({ outcomes: 7 });
    await db.delete(t.users).where(eq(t.users.id, memberId(5)));
    expect(Object.keys(await memberRows())).not.toContain(memberId(5));
    const left = await db.execute(sql`select count(*)::int as n from ranker_pair_sides where user_id = ${memberId(5)}`);
    expect((left as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    expect(await refitRanker(db, NOW)).toMatchObject({ outcomes: 5, members: 5 });
  });

  it('says on the card what the member’s own answers taught, and nothing of it to the other member', async () => {
    const pairs = await proposedPairs();
    await db
      .update(t.rankerPairSides)
      .set({ traits: sql`jsonb_set(traits, '{interests}', '["Hiking"]')` })
      .where(eq(t.rankerPairSides.userId, memberId(2)));
    await db.insert(t.rankerMembers).values({ userId: memberId(1), params: { n: [10, 5, 0, 0], taste: { 'interest:hiking': [1, 20] } } });
    const mine = (await listShortlist(db, memberId(1), NOW)).find((c) => c.id === pairs.get(2))!;
    expect(mine.whyItFits[0]).toBe('You tend to say yes to people who love Hiking');
    const others = (await listShortlist(db, memberId(1), NOW)).filter((c) => c.id !== pairs.get(2));
    expect(others.flatMap((c) => c.whyItFits).join(' ')).not.toMatch(/You tend/);
    const theirs = (await listShortlist(db, memberId(2), NOW)).find((c) => c.id === pairs.get(2))!;
    expect(theirs.whyItFits.join(' ')).not.toMatch(/You tend|Hiking/);
  });
});

import { describe, expect, it } from 'vitest';
import { pairScores } from '@shared/domain/agents/reciprocal-score';
import { allocate, roomOf } from './allocation';
import { createState, fit, forget, pairFeatures, score } from './ranking';
import { decision, member, randomMembers } from './ranking/testing/ranker-fixtures';

const a = { userId: 'a', member: member({ interests: ['hiking'] }), open: 0 };
const CAP = 10;
const candidatesOf = (seed: number, count: number) =>
  randomMembers(seed, count).map((m, i) => ({ userId: `c${String(i).padStart(3, '0')}`, member: m, km: (i * 7) % 40 }));

/** Today's order (candidates.ts before the ranker): reciprocal score, then distance, then id. */
const staticOrder = (cands: ReturnType<typeof candidatesOf>) =>
  [...cands]
    .map((c) => ({ c, r: pairScores(a.member, c.member, c.km).reciprocal }))
    .sort((x, y) => y.r - x.r || x.c.km - y.c.km || (x.c.userId < y.c.userId ? -1 : 1))
    .map((e) => e.c.userId);

describe('the daily pass’s allocation', () => {
  it('ranks exactly as today before any outcome, when nobody is busy (cold start)', () => {
    for (const seed of [1, 2, 3]) {
      const cands = candidatesOf(seed, 200);
      const { ranked } = allocate(createState(), a, cands, () => 0, CAP);
      expect(ranked.map((c) => c.userId)).toEqual(staticOrder(cands));
    }
  });

  it('skips a candidate at the cap, weighs one near it down, and bounds what the searcher gets by their room', () => {
    const cands = candidatesOf(5, 20);
    const [first, second] = staticOrder(cands);
    const atCap = allocate(createState(), a, cands, (id) => (id === first ? CAP : 0), CAP);
    expect(atCap.ranked.map((c) => c.userId)).not.toContain(first);
    const busy = allocate(createState(), a, cands, (id) => (id === first ? CAP - 1 : 0), CAP);
    const order = busy.ranked.map((c) => c.userId);
    expect(order.indexOf(first!)).toBeGreaterThan(order.indexOf(second!));
    expect(busy.ranked.find((c) => c.userId === first)!.weight).toBeCloseTo(busy.ranked.find((c) => c.userId === first)!.pMeet / CAP, 12);
    expect(allocate(createState(), { ...a, open: CAP - 2 }, cands, () => 0, CAP).room).toBe(2);
    expect(allocate(createState(), { ...a, open: CAP + 3 }, cands, () => 0, CAP).room).toBe(0);
    expect([roomOf(0, CAP), roomOf(CAP, CAP), roomOf(CAP + 1, CAP)]).toEqual([1, 0, 0]);
  });

  it('moves with evidence: a candidate the network approves of rises above today’s order', () => {
    const cands = candidatesOf(6, 30);
    const order = staticOrder(cands);
    const last = cands.find((c) => c.userId === order.at(-1))!;
    const outcomes = Array.from({ length: 30 }, (_, i) => decision(i, `x${i}`, last.userId, true, pairFeatures(member(), last.member, 3)));
    const learned = allocate(fit(outcomes), a, cands, () => 0, CAP);
    expect(learned.ranked.map((c) => c.userId).indexOf(last.userId)).toBeLessThan(order.length - 1);
  });

  it('scores a deleted member as the prior once forgotten: nothing of theirs is left to rank by', () => {
    const cands = candidatesOf(7, 10);
    const target = cands[3]!;
    const state = fit(
      Array.from({ length: 20 }, (_, i) => decision(i, `x${i}`, target.userId, true, pairFeatures(member(), target.member, 3))),
    );
    const f = pairFeatures(a.member, target.member, target.km);
    const before = score(state, 'a', target.userId, f).pMeet;
    forget(state, target.userId);
    expect(state.members[target.userId]).toBeUndefined();
    const after = score(state, 'a', target.userId, f).pMeet;
    expect(after).toBeLessThan(before);
    expect(after).toBe(score({ ...state, members: {} }, 'a', target.userId, f).pMeet);
  });
});

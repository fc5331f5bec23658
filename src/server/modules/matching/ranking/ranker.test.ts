import { describe, expect, it } from 'vitest';
import { pairScores } from '@shared/domain/agents/reciprocal-score';
import { createState } from './model';
import { fit, fitInPages, forget, score, update } from './ranker';
import { parseRankerState } from './state';
import { decision, features, member, randomMembers } from './testing/ranker-fixtures';
import type { Outcome, RankerState } from './types';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `m${i}`);

/** A small network: 40 members, each deciding on 12 others, approving by a fixed rule (the even ones are liked). */
function network() {
  const people = randomMembers(7, 40);
  const names = ids(40);
  const outcomes: Outcome[] = [];
  let t = 0;
  for (let i = 0; i < 40; i++)
    for (let k = 1; k <= 12; k++) {
      const j = (i + k * 3) % 40;
      outcomes.push(decision(t++, names[i]!, names[j]!, j % 2 === 0, features(people[i]!, people[j]!)));
    }
  return { people, names, outcomes };
}

const json = (state: RankerState) => JSON.stringify(state);

describe('the learned ranker', () => {
  it('with no outcomes ranks every member’s candidates exactly as today’s reciprocal score does', () => {
    const people = randomMembers(3, 60);
    const state = createState();
    for (const [i, a] of people.slice(0, 10).entries()) {
      const others = people.map((b, j) => ({ b, j })).filter(({ j }) => j !== i);
      const today = others
        .map(({ b, j }) => ({ j, r: pairScores(a, b, 10).reciprocal }))
        .sort((x, y) => y.r - x.r || x.j - y.j)
        .map((e) => e.j);
      const chances = others.map(({ b, j }) => ({ j, s: score(state, `m${i}`, `m${j}`, features(a, b)) }));
      const byMutual = [...chances].sort((x, y) => y.s.pMutual - x.s.pMutual || x.j - y.j).map((e) => e.j);
      const byOwn = [...chances].sort((x, y) => y.s.pOwnAB - x.s.pOwnAB || x.j - y.j).map((e) => e.j);
      expect(byMutual).toEqual(today);
      expect(byOwn).toEqual(today);
    }
  });

  it('moves a pair’s chance up after an approval and down after a pass, and the decider’s other candidates with it', () => {
    const [a, b, c] = [member(), member({ age: 31 }), member({ age: 29 })];
    const before = createState();
    const approved = update(createState(), decision(1, 'a', 'b', true, features(a, b)));
    const passed = update(createState(), decision(1, 'a', 'b', false, features(a, b)));
    const p = (s: RankerState, to: string, m = to === 'b' ? b : c) => score(s, 'a', to, features(a, m)).pOwnAB;
    expect(p(approved, 'b')).toBeGreaterThan(p(before, 'b'));
    expect(p(passed, 'b')).toBeLessThan(p(before, 'b'));
    // a says yes more, or less, to everyone.
    expect(p(approved, 'c')).toBeGreaterThan(p(before, 'c'));
    expect(p(passed, 'c')).toBeLessThan(p(before, 'c'));
    // b did not decide: b's popularity moved, b's selectivity has no evidence yet.
    expect(approved.members.b!.pop![0]).toBeGreaterThan(0);
    expect(passed.members.b!.pop![0]).toBeLessThan(0);
    expect(approved.members.b!.bias).toBeUndefined();
  });

  it('learns a receiver’s popularity from others’ decisions and a member’s taste from their own', () => {
    const hiker = member({ interests: ['hiking'] });
    const reader = member({ interests: ['reading'] });
    const outcomes: Outcome[] = [];
    // Ten people say yes to p, ten say no to q: same profile, so only the outcomes tell them apart.
    for (let i = 0; i < 10; i++) {
      outcomes.push(decision(i, `x${i}`, 'p', true, features(member(), member())));
      outcomes.push(decision(i, `x${i}`, 'q', false, features(member(), member())));
    }
    // a approves hikers and passes readers.
    for (let i = 0; i < 8; i++) {
      outcomes.push(decision(20 + i, 'a', `h${i}`, true, features(member(), hiker)));
      outcomes.push(decision(20 + i, 'a', `r${i}`, false, features(member(), reader)));
    }
    const state = fit(outcomes);
    const newcomer = (to: string, m = member()) => score(state, 'new', to, features(member(), m)).pOwnAB;
    expect(newcomer('p')).toBeGreaterThan(newcomer('q'));
    const gap = (who: string) =>
      score(state, who, 'h-new', features(member(), hiker)).pOwnAB - score(state, who, 'r-new', features(member(), reader)).pOwnAB;
    expect(gap('a')).toBeGreaterThan(0.1);
    // The network learned some of it from a alone; a's own taste adds to it.
    expect(gap('new')).toBeGreaterThan(0);
    expect(gap('new')).toBeLessThan(gap('a'));
  });

  it('learns that a mutual yes of these two tends to become a meeting', () => {
    const f = features(member(), member());
    const state = createState();
    const ratio = (s: RankerState) => score(s, 'a', 'b', f).pMeet / score(s, 'a', 'b', f).pMutual;
    const before = ratio(state);
    for (let t = 0; t < 3; t++) update(state, { kind: 'meeting', t, a: 'a', b: 'b', met: true });
    expect(ratio(state)).toBeGreaterThan(before);
    expect(score(state, 'a', 'b', f).pMutual).toBe(score(createState(), 'a', 'b', f).pMutual);
  });

  it('forgets a member: no trace of their id, and they score as a newcomer does', () => {
    const { people, outcomes } = network();
    const state = fit(outcomes);
    expect(json(state)).toContain('"m5"');
    const f = features(people[5]!, people[6]!);
    expect(score(state, 'm5', 'm6', f).pOwnAB).not.toBeCloseTo(score(state, 'newcomer', 'm6', f).pOwnAB, 6);
    forget(state, 'm5');
    expect(json(state)).not.toContain('"m5"');
    expect(score(state, 'm5', 'm6', f).pOwnAB).toBe(score(state, 'newcomer', 'm6', f).pOwnAB);
    expect(score(state, 'm6', 'm5', features(people[6]!, people[5]!)).pOwnAB).toBe(
      score(state, 'm6', 'newcomer', features(people[6]!, people[5]!)).pOwnAB,
    );
  });

  it('refits without a removed member’s outcomes as if they had never decided or been decided on', () => {
    const { outcomes } = network();
    const involves = (o: Outcome, id: string) => (o.kind === 'decision' ? o.from === id || o.to === id : o.a === id || o.b === id);
    const without = fit(outcomes.filter((o) => !involves(o, 'm5')));
    expect(json(without)).not.toContain('"m5"');
    expect(json(without) === json(fit(outcomes.filter((o) => !involves(o, 'm5'))))).toBe(true);
  });

  it('serialises to plain JSON and back to the same state, which scores and learns the same', () => {
    const { people, outcomes } = network();
    const state = fit(outcomes.slice(0, 300));
    const copy = parseRankerState(JSON.parse(json(state)));
    expect(copy).toEqual(state);
    const f = features(people[1]!, people[2]!);
    expect(score(copy, 'm1', 'm2', f)).toEqual(score(state, 'm1', 'm2', f));
    for (const o of outcomes.slice(300)) {
      update(state, o);
      update(copy, o);
    }
    expect(json(copy) === json(state)).toBe(true);
  });

  it('rejects a stored state that is not one', () => {
    const state = JSON.parse(json(fit(network().outcomes)));
    state.global.intercept[1] = -1;
    expect(() => parseRankerState(state)).toThrow();
    expect(() => parseRankerState({ version: 2 })).toThrow();
  });

  it('is deterministic: the same outcomes in any order give the same state, the same as updating one by one', () => {
    const { outcomes } = network();
    const shuffled = [...outcomes].reverse();
    expect(json(fit(shuffled)) === json(fit(outcomes))).toBe(true);
    const stepwise = createState();
    for (const o of outcomes) update(stepwise, o);
    expect(json(stepwise) === json(fit(outcomes))).toBe(true);
  });

  it('fits outcomes fed in pages of two, in time order, to the same state as fitting them all at once', () => {
    // Three outcomes share each time, so the order within a time counts too.
    const outcomes = network().outcomes.map((o) => ({ ...o, t: Math.floor(o.t / 3) }));
    const pages = Array.from({ length: Math.ceil(outcomes.length / 2) }, (_, i) => outcomes.slice(2 * i, 2 * i + 2));
    const paged = fitInPages();
    for (const page of pages) paged.learn(page);
    expect(json(paged.state) === json(fit(outcomes))).toBe(true);

    const skipped = fitInPages();
    for (const page of pages.filter((_, i) => i !== 7)) skipped.learn(page);
    expect(json(skipped.state) === json(fit(outcomes))).toBe(false);
    const twice = fitInPages();
    expect(() => [...pages.slice(0, 8), pages[6]!, ...pages.slice(8)].forEach((page) => twice.learn(page))).toThrow(/time order/);
  });
});

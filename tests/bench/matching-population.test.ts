import { describe, expect, it } from 'vitest';
import { distanceKm, eligible } from '../../bench/matching/members';
import { approveChance, makePopulation, utility } from '../../bench/matching/population';
import { admittedCandidates } from '../../bench/matching-population/admitted';
import { dayFigures, gini, runFigures, type DayCounts } from '../../bench/matching-population/metrics';
import {
  afterIntroduction,
  answerCheckIn,
  answerProposal,
  MET_CHANCE,
  opensApp,
  pairChances,
} from '../../bench/matching-population/people';
import { birthDateFor } from '../../bench/matching-population/seed-population';

const always = (v: number) => () => v;
/** An rng that returns the values given, in turn (then the last one). */
const sequence = (...values: number[]) => {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)]!;
};

describe('gini', () => {
  it('is 0 when everyone received the same, and for nobody or nothing', () => {
    expect(gini([2, 2, 2, 2])).toBe(0);
    expect(gini([])).toBe(0);
    expect(gini([0, 0, 0])).toBe(0);
  });
  it('is (n-1)/n when one member received all', () => {
    expect(gini([0, 0, 0, 8])).toBeCloseTo(0.75, 10);
  });
  it('matches the textbook value whatever the order', () => {
    expect(gini([4, 1, 3, 2])).toBeCloseTo(0.25, 10);
  });
});

const counts = (over: Partial<DayCounts>): DayCounts => ({
  day: 1,
  proposals: 0,
  introduced: 0,
  datesPlanned: 0,
  passSeconds: 1,
  receivedToDate: new Map(),
  proposedThisWeek: new Set(),
  ...over,
});

describe('day and run figures', () => {
  const members = ['a', 'b', 'c', 'd'];
  const active = ['a', 'b'];

  it("counts a day's share approved by both, dates per 100 active, the Gini over everyone and the weekly share over the active", () => {
    const f = dayFigures(
      counts({ proposals: 4, introduced: 1, datesPlanned: 1, receivedToDate: new Map([['c', 3]]), proposedThisWeek: new Set(['a', 'c']) }),
      members,
      active,
    );
    expect(f.approvedByBoth).toBe(0.25);
    expect(f.datesPer100Active).toBe(50);
    expect(f.giniReceived).toBeCloseTo(0.75, 10);
    // c is not active: only a of a and b counts.
    expect(f.activeWithWeeklyProposal).toBe(0.5);
  });

  it('a day without proposals approves nothing rather than dividing by zero', () => {
    expect(dayFigures(counts({}), members, active).approvedByBoth).toBe(0);
  });

  it('totals a run: sums, the last day for who received, the mean of whole weeks, the active never proposed', () => {
    const c = Array.from({ length: 14 }, (_, i) =>
      counts({
        day: i + 1,
        proposals: 2,
        introduced: i % 2,
        datesPlanned: i === 13 ? 1 : 0,
        passSeconds: i + 1,
        receivedToDate: new Map([['a', i + 1]]),
        proposedThisWeek: new Set(i < 7 ? ['a', 'b'] : ['a']),
      }),
    );
    const days = c.map((x) => dayFigures(x, members, active));
    const t = runFigures(days, c, members, active, ['b']);
    expect(t.proposals).toBe(28);
    expect(t.introduced).toBe(7);
    expect(t.approvedByBoth).toBe(0.25);
    expect(t.datesPer100Active).toBe(50);
    // Day 7: both active proposed that week; day 14: one of two.
    expect(t.activeWithWeeklyProposal).toBe(0.75);
    expect(t.activeWithNoProposal).toBe(0.5);
    // b, the one admitted: proposed in the first week only.
    expect(t.admittedWithWeeklyProposal).toBe(0.5);
    expect(t.giniReceived).toBeCloseTo(0.75, 10);
    expect(t.passSecondsMean).toBe(7.5);
    expect(t.passSecondsMax).toBe(14);
  });
});

describe('the simulated people', () => {
  const population = makePopulation(7, 60);
  const [a, b] = population.members as [(typeof population.members)[0], (typeof population.members)[0]];

  it('open the app with their own activity', () => {
    expect(opensApp(a, always(a.hidden.activity - 1e-9))).toBe(true);
    expect(opensApp(a, always(a.hidden.activity))).toBe(false);
  });

  it("approve with the model's true chance of the decider for the other", () => {
    const p = approveChance(population, a, b);
    expect(answerProposal(population, a, b, always(p - 1e-9))).toBe('approve');
    expect(answerProposal(population, a, b, always(p))).toBe('pass');
  });

  it('talk with √(p_ab·p_ba), and plan a date only having talked', () => {
    const { ab, ba } = pairChances(population, a, b);
    const talk = Math.sqrt(ab * ba);
    expect(afterIntroduction(population, a, b, always(talk)).talked).toBe(false);
    const silent = afterIntroduction(population, a, b, always(talk));
    expect(silent).toEqual({ talked: false, messages: { ab: 0, ba: 0 }, datePlanned: false });
    const talked = afterIntroduction(population, a, b, sequence(0, 0, 0.99, 0));
    expect(talked.talked).toBe(true);
    expect(talked.messages).toEqual({ ab: 1, ba: 6 });
    expect(talked.datePlanned).toBe(true);
    expect(afterIntroduction(population, a, b, sequence(0, 0, 0, 1 - 1e-9)).datePlanned).toBe(false);
  });

  it("answer the check-in: not met at the pair's draw from MET_CHANCE on; else a 1-5 rating that follows the pair's utility", () => {
    expect(answerCheckIn(population, a, b, MET_CHANCE, always(0.5))).toEqual({ met: false });
    // The pair both sides like most and least in this population: the liked one rates higher.
    const pairs = population.members.slice(1).map((m) => ({ m, u: utility(population, a, m) + utility(population, m, a) }));
    pairs.sort((x, y) => x.u - y.u);
    // rng 0.25 twice: cos(π/2) = 0, no noise.
    const low = answerCheckIn(population, a, pairs[0]!.m, 0, always(0.25));
    const high = answerCheckIn(population, a, pairs.at(-1)!.m, 0, always(0.25));
    expect(low.met && high.met).toBe(true);
    expect(high.rating!).toBeGreaterThan(low.rating!);
    for (const r of [low, high]) {
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.again).toBe(r.rating! >= 4 ? 'yes' : r.rating === 3 ? 'maybe' : 'no');
    }
  });
});

describe('admitted candidates', () => {
  it("counts each member's candidates by the hard filters both ways", () => {
    const population = makePopulation(3, 200);
    const counts = admittedCandidates(population);
    const [a] = population.members;
    const byHand = population.members.filter((b) => eligible(a!.member, b.member, distanceKm(a!.member, b.member))).length;
    expect(counts.get(a!.member.id)).toBe(byHand);
    expect([...counts.values()].reduce((s, n) => s + n, 0) % 2).toBe(0);
  });
});

describe('seeding', () => {
  it('gives a birth date that keeps the age through the run', () => {
    const start = new Date('2026-12-04T00:00:00Z');
    const born = new Date(`${birthDateFor(30, start)}T00:00:00Z`);
    const ageOn = (d: Date) =>
      d.getUTCFullYear() -
      born.getUTCFullYear() -
      (d < new Date(Date.UTC(d.getUTCFullYear(), born.getUTCMonth(), born.getUTCDate())) ? 1 : 0);
    expect(ageOn(start)).toBe(30);
    expect(ageOn(new Date(start.getTime() + 200 * 86_400_000))).toBe(30);
  });
});

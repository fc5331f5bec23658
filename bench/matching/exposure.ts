import { pairScores } from '../../src/shared/domain/agents/reciprocal-score';
import { seededRandom } from '../../src/shared/lib/seeded-random';
import { distanceKm, eligible, scoredMember } from './members';
import { approveChance, decide, type Population, type PopulationMember } from './population';
import type { ReplayDecision, ReplayLog } from './replay-log';

/**
 * How a population's decision log comes about (docs/matching.md "The held-out log"): the way
 * Maya proposes, simplified. Each day a member's agent makes a pass with PASS_RATE; it proposes one
 * member who passes the hard filters both ways and was never paired with them: the best by today's
 * static reciprocal score with chance 1 − EXPLORE, otherwise one drawn at random (a real log comes
 * from the ranker of its day, plus whatever else brought two people together). Each of the two then
 * opens the app on a day with their own activity; who has not looked within PROPOSAL_DAYS never
 * decides (the proposal expires). A decision approves with the decider's true chance.
 */
export interface ExposureOptions {
  days: number;
  passRate: number;
  explore: number;
  proposalDays: number;
  /** The seed of the exposure and the decisions (the population has its own). */
  seed: number;
}

export const DEFAULT_EXPOSURE: Omit<ExposureOptions, 'seed'> = { days: 60, passRate: 0.25, explore: 0.5, proposalDays: 7 };

const DAY_SECONDS = 86_400;

export interface SimulatedLog extends ReplayLog {
  /** The true approve chance of each decision (same order): for the oracle's ceiling, never given to a ranker. */
  truth: number[];
  pairs: number;
}

/** Each member's eligible others (indices), in static order: best reciprocal score first. */
function eligibleByStaticScore(population: Population): number[][] {
  const ms = population.members;
  const scored = ms.map((m) => scoredMember(m.member));
  const lists: { j: number; r: number }[][] = ms.map(() => []);
  for (let i = 0; i < ms.length; i++) {
    for (let j = i + 1; j < ms.length; j++) {
      const a = ms[i]!.member;
      const b = ms[j]!.member;
      // Cheap filters first: most pairs fail on gender or place.
      if (!a.seeks.includes(b.gender) || !b.seeks.includes(a.gender)) continue;
      const km = distanceKm(a, b);
      if (!eligible(a, b, km)) continue;
      const r = pairScores(scored[i]!, scored[j]!, km ?? 0).reciprocal;
      lists[i]!.push({ j, r });
      lists[j]!.push({ j: i, r });
    }
  }
  return lists.map((l) => l.sort((x, y) => y.r - x.r || x.j - y.j).map((e) => e.j));
}

const pairKey = (i: number, j: number) => (i < j ? i * 1_000_003 + j : j * 1_000_003 + i);

export function simulateLog(population: Population, options: ExposureOptions): SimulatedLog {
  const rng = seededRandom(options.seed);
  const ms = population.members;
  const order = eligibleByStaticScore(population);
  const paired = new Set<number>();
  const decisions: (ReplayDecision & { p: number })[] = [];
  let pairs = 0;

  const decideLater = (from: PopulationMember, to: PopulationMember, day: number) => {
    for (let k = 0; k < options.proposalDays; k++) {
      if (rng() >= from.hidden.activity) continue;
      const t = (day + k) * DAY_SECONDS + Math.floor(rng() * DAY_SECONDS);
      decisions.push({
        t,
        from: from.member.id,
        to: to.member.id,
        decision: decide(population, from, to, rng),
        p: approveChance(population, from, to),
      });
      return;
    }
  };

  for (let day = 0; day < options.days; day++) {
    for (let i = 0; i < ms.length; i++) {
      if (rng() >= options.passRate) continue;
      const open = order[i]!.filter((j) => !paired.has(pairKey(i, j)));
      if (!open.length) continue;
      const j = rng() < options.explore ? open[Math.floor(rng() * open.length)]! : open[0]!;
      paired.add(pairKey(i, j));
      pairs++;
      decideLater(ms[i]!, ms[j]!, day);
      decideLater(ms[j]!, ms[i]!, day);
    }
  }
  decisions.sort((x, y) => x.t - y.t);
  return {
    members: ms.map((m) => m.member),
    decisions: decisions.map(({ t, from, to, decision }) => ({ t, from, to, decision })),
    truth: decisions.map((d) => d.p),
    pairs,
  };
}

import { mean } from '@shared/lib/math';
import { TRAITS } from '@shared/domain/assessment/hexaco';
import { cutShift, FOLLOW_UP_ITEMS, LATENT_CUTS, type FollowUpItem } from '@shared/domain/assessment/follow-up/graded-items';
import { planFollowUp, type FollowUpStop } from '@shared/domain/assessment/follow-up/next-item';
import { itemsOf, scoreAssessment, statementItemsOf, type FollowUpAnswer } from '@shared/domain/assessment/scoring';
import { resolveResponses } from '@shared/domain/assessment/trait-evidence';
import { createRng, drawPerson, drawStyle, normal, quad, simulateAnswers, tauForShare, STYLE_GAMMA } from '../recovery-sim';
import type { Person } from '../recovery-sim';
import type { StatementReading } from './statement-readings';

/**
 * The follow-up study (preregistration.md): the recovery study's people answer the eight scenes,
 * then the follow-up's statements, as a HELD-OUT reading of the statements says they would:
 *   latent = l · z + γ · desirability + noise (the traits explain `share` of it), cut at LATENT_CUTS
 *   shifted by the reading's own typical answer; random responders answer uniformly.
 * How the statements are chosen: adaptively (the product's planFollowUp), or as many at random or in
 * a fixed round-robin order, to show what adaptivity buys.
 */
export type Strategy = 'adaptive' | 'random' | 'fixed';

export const answerStatement = (
  person: Person,
  item: FollowUpItem,
  reading: StatementReading,
  share: number,
  rng: () => number,
): number => {
  if (person.style === 'random') return 1 + Math.floor(rng() * 5);
  const rated = reading.statements[item.id]!;
  const l = TRAITS.map((t) => rated.loadings[t] ?? 0);
  const signal = quad(l);
  const noiseSd = Math.sqrt((signal * (1 - share)) / share);
  const latent =
    (l.reduce((s, x, i) => s + x * person.z[i]!, 0) + STYLE_GAMMA[person.style] * rated.desirability + noiseSd * normal(rng)) /
    Math.sqrt(signal + noiseSd ** 2);
  const delta = cutShift(rated.typical_answer);
  return 1 + LATENT_CUTS.filter((c) => latent > c + delta).length;
};

/** Round robin over the traits, facet by facet: H E X A C O, then again with each trait's next statement. */
export const FIXED_ORDER: readonly FollowUpItem[] = (() => {
  const byTrait = TRAITS.map((t) => FOLLOW_UP_ITEMS.filter((i) => i.writtenFor.trait === t));
  const longest = Math.max(...byTrait.map((xs) => xs.length));
  return Array.from({ length: longest }, (_, k) => byTrait.flatMap((xs) => (xs[k] ? [xs[k]] : [])) as FollowUpItem[]).flat();
})();

const shuffled = <T>(xs: readonly T[], rng: () => number): T[] =>
  xs
    .map((x) => ({ x, k: rng() }))
    .sort((a, b) => a.k - b.k)
    .map(({ x }) => x);

export interface Sitting {
  scores: Record<string, number>;
  confidence: number;
  careless: number;
  evidence: Record<string, number>;
  used: number;
  stop: FollowUpStop | 'budget';
}

/** One sitting: the scenes, then statements until the strategy stops (`budget`: how many, for the non-adaptive ones). */
export const sit = (
  person: Person,
  design: { share: number; tau: number; reading: StatementReading; strategy: Strategy; budget?: number; limit?: number },
  rngs: { scenes: () => number; statements: () => number; order: () => number },
): Sitting => {
  const responses = simulateAnswers(person, rngs.scenes, design.share, design.tau);
  const base = itemsOf(resolveResponses(responses)).items;
  const followUp: FollowUpAnswer[] = [];
  const ask = (item: FollowUpItem) =>
    followUp.push({ item_id: item.id, answer: answerStatement(person, item, design.reading, design.share, rngs.statements) });
  let stop: Sitting['stop'] = 'budget';
  if (design.strategy === 'adaptive') {
    for (;;) {
      const answered = new Set(followUp.map((a) => a.item_id));
      const plan = planFollowUp([...base, ...statementItemsOf(followUp)], answered, design.limit ? { limit: design.limit } : {});
      if (!plan.next) {
        stop = plan.stop!;
        break;
      }
      ask(plan.next);
    }
  } else {
    const order = design.strategy === 'random' ? shuffled(FOLLOW_UP_ITEMS, rngs.order) : FIXED_ORDER;
    order.slice(0, design.budget ?? 0).forEach(ask);
  }
  const scored = scoreAssessment(responses, undefined, followUp);
  return {
    scores: scored.scores,
    confidence: scored.confidence,
    careless: scored.evidence.carelessProbability ?? 0,
    evidence: scored.evidence.traitEvidence ?? {},
    used: followUp.length,
    stop,
  };
};

export interface FollowUpDesign {
  respondents: number;
  seed: number;
  share: number;
  reading: StatementReading;
  strategy: Strategy;
  /** Per person, per sitting: how many statements the non-adaptive strategies ask (the adaptive run's counts). */
  budgets?: readonly (readonly [number, number])[];
  /** The adaptive strategy's limit (default the product's FOLLOW_UP_LIMIT). */
  limit?: number;
}

export interface FollowUpRun {
  people: Person[];
  sittings: [Sitting, Sitting][];
}

/** Every person sits twice (the retest: the same person, fresh noise, the strategy choosing again). */
export const runFollowUp = (design: FollowUpDesign): FollowUpRun => {
  const people = createRng(design.seed);
  const rngs = { scenes: createRng(design.seed + 1), statements: createRng(design.seed + 2), order: createRng(design.seed + 3) };
  const tau = tauForShare(design.share);
  const run: FollowUpRun = { people: [], sittings: [] };
  for (let n = 0; n < design.respondents; n++) {
    const person = drawPerson(people, drawStyle(people));
    const budgets = design.budgets?.[n];
    const sitting = (k: 0 | 1) => sit(person, { ...design, tau, budget: budgets?.[k] }, rngs);
    run.people.push(person);
    run.sittings.push([sitting(0), sitting(1)]);
  }
  return run;
};

export const meanOf = (xs: readonly number[]) => mean(xs) ?? Number.NaN;

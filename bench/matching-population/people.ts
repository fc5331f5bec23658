import type { RandomFn } from '../../src/shared/lib/seeded-random';
import { approveChance, utility, type Population, type PopulationMember } from '../matching/population';

/**
 * How the population bench's simulated people act on what Maya does (docs/matching.md "The population
 * bench"): pure, every draw from the rng given. The bench hands each act to the real module function.
 */

/** Whether the member opens the app today (and so decides on what waits for them): their own activity. */
export const opensApp = (member: PopulationMember, rng: RandomFn): boolean => rng() < member.hidden.activity;

/** Approve with the model's true chance (approveChance): the same rule as the replay logs' decisions. */
export const answerProposal = (population: Population, me: PopulationMember, other: PopulationMember, rng: RandomFn): 'approve' | 'pass' =>
  rng() < approveChance(population, me, other) ? 'approve' : 'pass';

/** Both sides' approve chances: how much each wants the other once they are introduced. */
export function pairChances(population: Population, a: PopulationMember, b: PopulationMember) {
  return { ab: approveChance(population, a, b), ba: approveChance(population, b, a) };
}

/**
 * After an introduction: they talk with the chance √(p_ab · p_ba) (either may start, both must answer),
 * and, having talked, plan a date with DATE_GIVEN_TALK · p_ab · p_ba (both must want it enough).
 */
export const DATE_GIVEN_TALK = 0.8;
/** Messages each way when they talk: 1 + a draw up to MAX_EXTRA_MESSAGES more. */
export const MAX_EXTRA_MESSAGES = 5;

export interface AfterIntroduction {
  talked: boolean;
  /** Messages relayed each way (0 when they did not talk). */
  messages: { ab: number; ba: number };
  datePlanned: boolean;
}

export function afterIntroduction(population: Population, a: PopulationMember, b: PopulationMember, rng: RandomFn): AfterIntroduction {
  const { ab, ba } = pairChances(population, a, b);
  const talked = rng() < Math.sqrt(ab * ba);
  if (!talked) return { talked, messages: { ab: 0, ba: 0 }, datePlanned: false };
  const messages = { ab: 1 + Math.floor(rng() * (MAX_EXTRA_MESSAGES + 1)), ba: 1 + Math.floor(rng() * (MAX_EXTRA_MESSAGES + 1)) };
  return { talked, messages, datePlanned: rng() < DATE_GIVEN_TALK * ab * ba };
}

/** A date planned is met with this chance (plans fall through). */
export const MET_CHANCE = 0.85;
/** How strongly the rating follows the pair's utility, and its noise (rating scale points). */
export const RATING_SLOPE = 0.8;
export const RATING_NOISE = 0.7;

export interface CheckInAnswer {
  met: boolean;
  rating?: number;
  again?: 'yes' | 'maybe' | 'no';
}

/**
 * The morning-after check-in of `me` about `other`: met with MET_CHANCE (the same for both sides of a
 * date: `metDraw` is the pair's one draw); a rating 1-5 around 3 + RATING_SLOPE · (u(me→other) + u(other→me)) / 2
 * with noise; "see them again" yes from 4, maybe at 3, no below.
 */
export function answerCheckIn(
  population: Population,
  me: PopulationMember,
  other: PopulationMember,
  metDraw: number,
  rng: RandomFn,
): CheckInAnswer {
  if (metDraw >= MET_CHANCE) return { met: false };
  const u = (utility(population, me, other) + utility(population, other, me)) / 2;
  const noise = RATING_NOISE * Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());
  const rating = Math.min(5, Math.max(1, Math.round(3 + RATING_SLOPE * u + noise)));
  return { met: true, rating, again: rating >= 4 ? 'yes' : rating === 3 ? 'maybe' : 'no' };
}

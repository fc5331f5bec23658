import { compatibility } from '@shared/domain/matching/compatibility';
import type { Persona } from '@shared/domain/matching/persona';
import { rngFor } from './rng';

/**
 * How well the two get on this week, 0..1: the profiles' compatibility score plus a seeded nudge of
 * up to ±0.05 (the same two people have better and worse weeks). It shapes the week, never the
 * verdict: docs/compatibility.md reads the verdict from what the week's text shows.
 *
 * The bands follow the score distribution of realistic pairs (docs/compatibility.md): the middle
 * half of pairs score 0.53-0.63.
 */
export function chemistryOf(a: Persona, b: Persona, seed: number): number {
  const { score } = compatibility(a.personality_traits, b.personality_traits);
  const nudge = (rngFor(seed, 'chemistry').next() - 0.5) * 0.1;
  return Math.min(1, Math.max(0, score + nudge));
}

/** Chance that the one asked out says yes: likely when the week has gone well, rare when not. */
export const acceptChance = (c: number) => (c >= 0.62 ? 0.9 : c >= 0.57 ? 0.6 : c >= 0.52 ? 0.3 : 0.08);

/** Chance that an answer to a question is a flat, one-line dead end. */
export const deadEndChance = (c: number) => Math.min(0.3, Math.max(0, (0.56 - c) * 2));

/** Chance that a window ends on a question the other never answers. */
export const leftOnReadChance = (c: number) => Math.min(0.12, Math.max(0, (0.55 - c) * 1.2));

/** Chance that a mid-week window turns warm ("talking to you has been the best part of my week"). */
export const warmthChance = (c: number) => (c >= 0.6 ? 0.5 : c >= 0.53 ? 0.25 : 0);

/** Whether this run's plan is accepted: one draw per run, so every window agrees. */
export const acceptsPlan = (c: number, seed: number) => rngFor(seed, 'plan-answer').next() < acceptChance(c);

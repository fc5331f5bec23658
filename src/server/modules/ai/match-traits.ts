import { clampMatchScores } from '@shared/domain/matching/persona-mapping';
import { round2 } from '@shared/lib/math';
import { TRAITS, type HexacoScores } from '@shared/domain/assessment/hexaco';
import { rngFor } from './offline/rng';

/** Spec §5 clamps (shared rule), rounded to two decimals for display. */
export function clampMatchTraits(traits: HexacoScores): HexacoScores {
  const clamped = clampMatchScores(traits);
  return Object.fromEntries(TRAITS.map((t) => [t, round2(clamped[t])])) as HexacoScores;
}

/**
 * A match's traits, computed by code rather than the model: close to the user's own (similar
 * values make easy conversation) with a seeded jitter of up to ±0.2, then clamped per spec.
 */
export function deriveMatchTraits(user: HexacoScores, seed: number): HexacoScores {
  const rng = rngFor(seed, 'match-traits');
  const jittered = {} as HexacoScores;
  for (const trait of TRAITS) jittered[trait] = user[trait] + (rng.next() - 0.5) * 0.4;
  return clampMatchTraits(jittered);
}

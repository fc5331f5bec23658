import { TRAITS, type HexacoScores } from './hexaco';

/**
 * A profile's stored `reliability_scores.trait_evidence` when it holds a number in 0..1 for every
 * trait; else null (profiles scored before version 2, or a value that is not evidence).
 */
export function storedTraitEvidence(stored: unknown): HexacoScores | null {
  if (!stored || typeof stored !== 'object') return null;
  const values = stored as Record<string, unknown>;
  const valid = TRAITS.every((t) => typeof values[t] === 'number' && (values[t] as number) >= 0 && (values[t] as number) <= 1);
  return valid ? (Object.fromEntries(TRAITS.map((t) => [t, values[t]])) as HexacoScores) : null;
}

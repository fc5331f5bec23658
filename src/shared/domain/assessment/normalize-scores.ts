import { TRAITS, hexacoValue, type HexacoScores } from './hexaco';

/**
 * HEXACO scores from anything (spec §5: a value that is not a number in 0..1 counts as 0.5).
 * Applies the shared per-value rule trait by trait, so partial or missing input also works.
 */
export const normalizeScores = (input: unknown): HexacoScores => {
  const source = input && typeof input === 'object' ? (input as Record<string, unknown>) : {};
  return Object.fromEntries(TRAITS.map((t) => [t, hexacoValue.parse(source[t])])) as HexacoScores;
};

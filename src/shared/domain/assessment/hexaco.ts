import { z } from 'zod';

/** The six HEXACO traits, in the order the product displays them. */
export const TRAITS = ['honesty_humility', 'emotionality', 'extraversion', 'agreeableness', 'conscientiousness', 'openness'] as const;
export type Trait = (typeof TRAITS)[number];

export const TRAIT_LABELS: Record<Trait, string> = {
  honesty_humility: 'Honesty-Humility',
  emotionality: 'Emotionality',
  extraversion: 'Extraversion',
  agreeableness: 'Agreeableness',
  conscientiousness: 'Conscientiousness',
  openness: 'Openness to Experience',
};

/** Spec §5: a HEXACO value must be a number in 0..1, otherwise it counts as 0.5. */
export const hexacoValue = z.unknown().transform((v) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 && v <= 1 ? v : 0.5));

export type HexacoScores = Record<Trait, number>;

/** Any input (partial, null, a stored row) → six scores, each defaulting to 0.5. */
export function normalizeHexaco(input: unknown): HexacoScores {
  const source = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  return Object.fromEntries(TRAITS.map((t) => [t, hexacoValue.parse(source[t])])) as HexacoScores;
}

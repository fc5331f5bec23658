import { z } from 'zod';
import { TRAITS } from '@shared/domain/assessment/hexaco';
import { normal } from '../recovery-sim';
import one from './readings/reading-1.json';
import two from './readings/reading-2.json';
import three from './readings/reading-3.json';
import four from './readings/reading-4.json';
import five from './readings/reading-5.json';

/**
 * The five blind readings of the follow-up bank (preregistration.md): each a fresh reader given only
 * rating-instructions.md and the packet. Parsed here so a malformed reading fails loudly.
 */
const rated = z
  .object({
    loadings: z.partialRecord(z.enum(TRAITS), z.number().min(-1).max(1)),
    desirability: z.number().min(-1).max(1),
    typical_answer: z.number().min(1).max(5),
    rationale: z.string().min(1),
  })
  .strict();
export type RatedStatement = z.infer<typeof rated>;
export interface StatementReading {
  name: string;
  statements: Record<string, RatedStatement>;
}
const reading = (name: string, json: unknown): StatementReading => ({ name, statements: z.record(z.string(), rated).parse(json) });

/** Readings 1–3 make the keys (derive-keys.ts). */
export const KEY_READINGS: readonly StatementReading[] = [
  reading('reading 1', one),
  reading('reading 2', two),
  reading('reading 3', three),
];
/** Readings 4 and 5 never key: they only answer in the study. */
export const HELD_OUT_READINGS: readonly StatementReading[] = [reading('reading 4', four), reading('reading 5', five)];

/**
 * A harsher respondent model than any reader: the held-out readers agree with the key readers on
 * nearly every cell (r ≈ 0.997), so real people's answers will fit the keys worse. Every loading
 * cell (left-out traits too) gets N(0, sd²) added and the typical answer N(0, (2 sd)²), seeded.
 */
export const perturbedReading = (reading: StatementReading, sd: number, rng: () => number): StatementReading => {
  const clip = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
  const statements = Object.fromEntries(
    Object.entries(reading.statements).map(([id, s]) => [
      id,
      {
        ...s,
        loadings: Object.fromEntries(TRAITS.map((t) => [t, clip((s.loadings[t] ?? 0) + sd * normal(rng), -1, 1)])),
        typical_answer: clip(s.typical_answer + 2 * sd * normal(rng), 1, 5),
      },
    ]),
  );
  return { name: `${reading.name} perturbed (sd ${sd})`, statements };
};

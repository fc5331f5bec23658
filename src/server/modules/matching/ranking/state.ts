import { z } from 'zod';
import type { RankerState } from './types';

/**
 * The stored form of the ranker's state is the state itself: plain JSON (numbers, arrays, objects),
 * so `JSON.stringify` writes it and `parseRankerState(JSON.parse(text))` reads it back, checked, the
 * same to the last bit (JSON keeps every finite double exactly).
 */

const finite = z.number().refine(Number.isFinite, 'a finite number');
const slot = z.tuple([finite, finite.refine((p) => p > 0, 'a positive precision')]);
const count = z.number().int().nonnegative();

const configSchema = z.strictObject({
  intercept: finite,
  reciprocalWeight: finite,
  globalVariance: z.number().positive(),
  networkTasteVariance: z.number().positive(),
  personalTasteVariance: z.number().positive(),
  biasVariance: z.number().positive(),
  popularityVariance: z.number().positive(),
  factorVariance: z.number().positive(),
  factors: z.number().int().min(0).max(64),
  factorStart: z.number().nonnegative(),
});

const memberSchema = z.strictObject({
  n: z.tuple([count, count, count, count]),
  bias: slot.optional(),
  pop: slot.optional(),
  taste: z.record(z.string(), slot).optional(),
  likes: z.array(slot).optional(),
  looks: z.array(slot).optional(),
  meet: slot.optional(),
});

const stateSchema = z.strictObject({
  version: z.literal(1),
  config: configSchema,
  outcomes: count,
  global: z.record(z.string(), slot),
  members: z.record(z.string(), memberSchema),
});

/**
 * A stored state, checked (unknown fields are refused); throws a ZodError naming the first bad field.
 * It returns the object it was given, so its keys keep their order and it serialises as it was stored.
 */
export function parseRankerState(json: unknown): RankerState {
  stateSchema.parse(json);
  return json as RankerState;
}

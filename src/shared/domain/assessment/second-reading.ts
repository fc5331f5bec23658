import { z } from 'zod';
import { TRAITS } from '../../schemas/hexaco';
import reading from './second-reading.json';
import type { RespondentModel } from './respondent-models';

/**
 * The second, blind reading of the items (docs/assessment-scoring.md §8.1, ADR 028): rated from the packet
 * `scripts/rating-packet.ts` prints and docs/rating-instructions.md alone, without the scoring
 * keys (scenes.ts) or the first reading (independent-loadings.ts). Parsed here so a malformed
 * rating fails loudly instead of answering as a neutral option.
 */
const loadings = z.partialRecord(z.enum(TRAITS), z.number().min(-1).max(1));
const rated = z.object({ loadings, desirability: z.number().min(-1).max(1), rationale: z.string().min(1) }).strict();
const file = z.object({ options: z.record(z.string(), z.record(z.string(), rated)), probes: z.record(z.string(), rated) }).strict();

export const SECOND_READING: RespondentModel = { name: 'the second reading', ...file.parse(reading) };

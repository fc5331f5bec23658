import { z } from 'zod';
import { TRAITS } from '../../schemas/hexaco';
import second from './second-reading.json';
import third from './third-reading.json';
import type { RespondentModel } from './respondent-models';

/**
 * The blind readings of the items (docs/assessment-scoring.md §8.1, ADR 028 and 029): each rated from
 * the packet `scripts/rating-packet.ts` prints and docs/rating-instructions.md alone, without the
 * scoring keys (scenes.ts) or any other reading. Parsed here so a malformed rating fails loudly
 * instead of answering as a neutral option. No key has been changed after either: both are held out.
 */
const loadings = z.partialRecord(z.enum(TRAITS), z.number().min(-1).max(1));
const rated = z.object({ loadings, desirability: z.number().min(-1).max(1), rationale: z.string().min(1) }).strict();
const file = z.object({ options: z.record(z.string(), z.record(z.string(), rated)), probes: z.record(z.string(), rated) }).strict();

/** One fresh context rated all eight scenes (ADR 028). */
export const SECOND_READING: RespondentModel = { name: 'the second reading', ...file.parse(second) };
/** Four fresh contexts, two scenes each, none shown the others' scenes or ratings (ADR 029). */
export const THIRD_READING: RespondentModel = { name: 'the third reading', ...file.parse(third) };

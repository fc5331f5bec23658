import { z } from 'zod';
import { TRAITS } from '@shared/domain/assessment/hexaco';
import second from './readings/second-reading.json';
import third from './readings/third-reading.json';
import eighth from './readings/eighth-reading.json';
import ninth from './readings/ninth-reading.json';
import tenth from './readings/tenth-reading.json';
import eleventh from './readings/eleventh-reading.json';
import type { RespondentModel } from './independent-loadings';

/**
 * The blind readings of the items (docs/assessment-scoring.md §8.1, ADR 028 and 029): each rated from
 * the packet `lab/assessment/rating-packet.ts` prints and lab/assessment/rating-instructions.md alone, without the
 * scoring keys (scenes.ts) or any other reading. Parsed here so a malformed rating fails loudly
 * instead of answering as a neutral option. The second to ninth are among the nine readings whose
 * consensus version 5's keys are (ADR 030); the tenth and eleventh are its held-out test.
 */
const loadings = z.partialRecord(z.enum(TRAITS), z.number().min(-1).max(1));
const rated = z.object({ loadings, desirability: z.number().min(-1).max(1), rationale: z.string().min(1) }).strict();
const file = z.object({ options: z.record(z.string(), z.record(z.string(), rated)), probes: z.record(z.string(), rated) }).strict();

/** One fresh context rated all eight scenes (ADR 028). */
export const SECOND_READING: RespondentModel = { name: 'the second reading', ...file.parse(second) };
/** Four fresh contexts, two scenes each, none shown the others' scenes or ratings (ADR 029). */
export const THIRD_READING: RespondentModel = { name: 'the third reading', ...file.parse(third) };
/**
 * Two more panels of four (two scenes each), gathered to test a first consensus candidate that was
 * NOT adopted (lab/assessment/studies/2026-11-27-consensus-keys); they then joined the nine. (The fourth to
 * seventh readings read the not-adopted item revision: lab/assessment/studies/2026-11-27-items-v5.)
 */
export const EIGHTH_READING: RespondentModel = { name: 'the eighth reading', ...file.parse(eighth) };
export const NINTH_READING: RespondentModel = { name: 'the ninth reading', ...file.parse(ninth) };
/**
 * Two fresh panels of four gathered AFTER version 5's keys were frozen (ADR 030): the only readings
 * that informed no key of the version in use, so its held-out test.
 */
export const TENTH_READING: RespondentModel = { name: 'the tenth reading', ...file.parse(tenth) };
export const ELEVENTH_READING: RespondentModel = { name: 'the eleventh reading', ...file.parse(eleventh) };

import { RATED_OPTIONS, RATED_PROBES, type RatedOption, type RespondentModel } from './independent-loadings';
import { EIGHTH_READING, ELEVENTH_READING, NINTH_READING, SECOND_READING, TENTH_READING, THIRD_READING } from './blind-readings';

/**
 * Who answers in the recovery study (docs/assessment-scoring.md §8): a reading of every option and
 * scored probe as loadings on the six traits and a social desirability, never read by the scorer.
 * The author's (independent-loadings.ts) answers by default. Since version 5 (ADR 030) the keys are the
 * consensus of the first nine readings, so only the tenth and eleventh (blind-readings.ts) are held
 * out. Another reader rates from the packet
 * `lab/assessment/rating-packet.ts` prints, following lab/assessment/rating-instructions.md; their model goes into
 * RESPONDENT_MODELS and the bench reports the study answered by each.
 */

const AUTHOR_MODEL: RespondentModel = { name: "the author's ratings", options: RATED_OPTIONS, probes: RATED_PROBES };

export const ratedOptionOf = (model: RespondentModel, sceneId: string, value: string): RatedOption => {
  const rated = model.options[sceneId]?.[value];
  if (!rated) throw new Error(`${model.name}: no rating for ${sceneId}/${value}`);
  return rated;
};

export const ratedProbeOf = (model: RespondentModel, sceneId: string): RatedOption | undefined => model.probes[sceneId];

/** Every reading the study is run with; the first answers by default. */
export const RESPONDENT_MODELS: readonly RespondentModel[] = [
  AUTHOR_MODEL,
  SECOND_READING,
  THIRD_READING,
  EIGHTH_READING,
  NINTH_READING,
  TENTH_READING,
  ELEVENTH_READING,
];
export const DEFAULT_RESPONDENTS: RespondentModel = RESPONDENT_MODELS[0]!;

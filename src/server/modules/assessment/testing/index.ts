/** The assessment's inner rows that tests score directly, beside the face: stored responses as scoring reads them. */
export { scoringResponsesOf } from '../profile-rows';

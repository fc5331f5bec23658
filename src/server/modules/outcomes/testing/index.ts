/** The outcomes' inner reading that tests drive directly, beside the face: every outcome row changed since a time. */
export { outcomesSince } from '../outcome-store';

import type { JobTrigger } from '../../lib/job-definition';
import { RANKER_UPDATE_JOB } from '@server/modules/matching';

/**
 * Every outcome's saves share one key: a burst (both sides deciding, a check-in's three answers, a
 * conversation's messages) runs one update at once and at most one more at the next window's start.
 */
export const OUTCOMES_KEY = 'outcomes';
/** Seconds an outcome may wait for the update after another one in the same window (ADR 064). */
export const OUTCOMES_DEBOUNCE_SECONDS = 5;

/**
 * Tells the learned ranker that outcomes were saved: `ranker-update` sent by name (ADR 064), so what a
 * person just did is learned within seconds, not at the next scheduled run.
 * NOTE: call it after the commit that saved them: an update that runs before it does not see them,
 * and the debounce would then have spent its window on nothing.
 */
export const outcomesRecorded = (jobs: JobTrigger): Promise<void> =>
  jobs.trigger({ name: RANKER_UPDATE_JOB, key: OUTCOMES_KEY, debounceSeconds: OUTCOMES_DEBOUNCE_SECONDS });

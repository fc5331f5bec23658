import { z } from 'zod';
import type { Database } from '../../../db/client';
import type { JobDefinition } from '../../../lib/job-definition';
import { learnNewOutcomes, refitRanker } from '../refit';

/**
 * The learned ranker's two jobs (ADR 054), one definition each, run by pg-boss and by the in-process
 * queue alike (the app's composition root hands them to the agent's queue):
 *   ranker-update  the outcomes since the last one learned, incrementally: sent by name
 *                  (RANKER_UPDATE_JOB) after an outcome is saved, debounced (outcomes' `outcomesRecorded`,
 *                  ADR 064); hourly as the safety net (a send lost to a restart or a failed send, a pause)
 *   ranker-refit   the full refit from the outcomes tables, nightly at 03:17 UTC
 * Both hold the network row's lock for their transaction: two workers take turns, nothing is lost,
 * and a run repeated after a crash learns nothing twice (the update reads after its stored watermark).
 */
export const RANKER_UPDATE_JOB = 'ranker-update';
export const RANKER_REFIT_JOB = 'ranker-refit';

const noData = z.object({}).passthrough();
type NoData = z.infer<typeof noData>;

export const rankerUpdateJob = ({ db }: { db: Database }): JobDefinition<NoData> => ({
  name: RANKER_UPDATE_JOB,
  data: noData,
  schedule: { cron: '41 * * * *', everySeconds: 3_600 },
  handler: async (_data, { now }) => learnNewOutcomes(db, now),
});

export const rankerRefitJob = ({ db }: { db: Database }): JobDefinition<NoData> => ({
  name: RANKER_REFIT_JOB,
  data: noData,
  schedule: { cron: '17 3 * * *', everySeconds: 86_400 },
  handler: async (_data, { now, log }) => {
    const result = await refitRanker(db, now);
    log.info(result, 'ranker refitted');
    return result;
  },
});

import type { Redis } from 'ioredis';
import { createExportLimit, type ExportLimit } from '@server/modules/privacy';
import { createAnomalyReports, type AnomalyReports } from '@server/modules/security';
import { createRedisRunEventLog, createMemoryRunEventLog, type RunEventLog } from '@server/modules/simulation';

/** The app's stores outside SQL, one of each per app (plugins/services.ts decorates it as `app.stores`). */
export type AppStores = {
  /** Simulation runs' events: Redis Streams (shared by every instance) with Redis, else this process. */
  runEvents: RunEventLog;
  exportLimit: ExportLimit;
  anomalyReports: AnomalyReports;
};

/** With Redis every store lives there, its keys under `keyPrefix` (tests give each app its own); else in this process. */
export function createStores({ redis, keyPrefix = 'maya:' }: { redis?: Redis; keyPrefix?: string }): AppStores {
  return {
    runEvents: redis ? createRedisRunEventLog(redis, { prefix: keyPrefix }) : createMemoryRunEventLog(),
    exportLimit: createExportLimit({ redis, keyPrefix }),
    anomalyReports: createAnomalyReports({ redis, keyPrefix }),
  };
}

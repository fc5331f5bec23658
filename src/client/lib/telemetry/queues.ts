import { apiPaths } from '@client/config/paths';
import { MAX_ANALYTICS_BATCH, MAX_METRICS_BATCH } from '@shared/domain/monitoring/telemetry-limits';
import type { AnalyticsEvent, PerformanceMetric } from '@shared/schemas/monitoring';
import { createBeaconQueue } from './beacon-queue';

/** Sent 10 s after the first item at the latest, or at once when the page is hidden. */
const FLUSH_AFTER_MS = 10_000;

export const metricsQueue = createBeaconQueue<PerformanceMetric>({
  url: apiPaths.metrics,
  body: (metrics) => ({ metrics }),
  maxBatch: MAX_METRICS_BATCH,
  flushAfterMs: FLUSH_AFTER_MS,
});
export const analyticsQueue = createBeaconQueue<AnalyticsEvent>({
  url: apiPaths.analyticsTrack,
  body: (events) => events,
  maxBatch: MAX_ANALYTICS_BATCH,
  flushAfterMs: FLUSH_AFTER_MS,
});

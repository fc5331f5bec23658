import type { Redis } from 'ioredis';
import { ANOMALY_TYPES, type AnomalyType } from '@shared/domain/security/anomalies';
import { oncePerWindow } from '../../lib/once-per-window';

/** An anomaly the browser's monitor reports is logged once per person in this window. */
export const ANOMALY_REPORT_WINDOW_MS = 10 * 60_000;

/**
 * Every open tab runs the security monitor (§9), so two tabs see the same anomaly and both report
 * it. A mark per person and anomaly type (in Redis, shared by every instance, or in process) lets
 * the first report through and the rest of the window's copies fall away.
 */
export function createAnomalyReports(opts: { redis?: Redis; keyPrefix: string; windowMs?: number }) {
  const marks = oncePerWindow({
    windowMs: opts.windowMs ?? ANOMALY_REPORT_WINDOW_MS,
    redis: opts.redis,
    namespace: `${opts.keyPrefix}anomaly-report:`,
  });
  return {
    /** The anomalies not yet reported for this person in the window (this call marks them). */
    async fresh(userId: string, anomalies: readonly AnomalyType[]): Promise<AnomalyType[]> {
      const out: AnomalyType[] = [];
      for (const anomaly of new Set(anomalies)) if (await marks.claim(`${userId}:${anomaly}`)) out.push(anomaly);
      return out;
    },
    async forget(userId: string) {
      for (const anomaly of ANOMALY_TYPES) await marks.release(`${userId}:${anomaly}`);
    },
  };
}

export type AnomalyReports = ReturnType<typeof createAnomalyReports>;

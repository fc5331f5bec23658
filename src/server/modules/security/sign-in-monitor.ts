import { and, desc, eq, gt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { securityEvents } from '../../db/schema';
import { ANOMALY_LOOKBACK_MS, detectAnomalies, type AnomalyEvent, type AnomalyType } from '@shared/domain/security/anomalies';
import { MAX_LOCAL_EVENTS_PER_USER } from '@shared/domain/security/events';

/**
 * §9 anomaly rules on the real sign-in path. Their input is what the server truly knows about the
 * person's recent sign-ins: the time and (sanitised) user agent of each auth_success event of
 * theirs in the rules' longest window, the one just recorded included, with the time zone the
 * browser reported at that sign-in (the hour rule reads each sign-in on the person's own clock).
 */
export async function signInAnomalies(db: Database, userId: string, nowMs: number): Promise<AnomalyType[]> {
  const rows = await db
    .select({ createdAt: securityEvents.createdAt, eventData: securityEvents.eventData })
    .from(securityEvents)
    .where(
      and(
        eq(securityEvents.userId, userId),
        eq(securityEvents.eventType, 'auth_success'),
        gt(securityEvents.createdAt, new Date(nowMs - ANOMALY_LOOKBACK_MS)),
      ),
    )
    .orderBy(desc(securityEvents.createdAt))
    .limit(MAX_LOCAL_EVENTS_PER_USER);
  const events: AnomalyEvent[] = rows.map((r) => ({
    timestamp: r.createdAt.getTime(),
    userAgent: typeof r.eventData.userAgent === 'string' ? r.eventData.userAgent : '',
    timeZone: timeZoneOf(r.eventData.metadata),
  }));
  return detectAnomalies(events, nowMs);
}

const timeZoneOf = (metadata: unknown): string | undefined => {
  const zone = metadata && typeof metadata === 'object' ? (metadata as Record<string, unknown>).timeZone : undefined;
  return typeof zone === 'string' ? zone : undefined;
};

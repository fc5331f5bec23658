import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { analyticsEvents, performanceMetrics, securityEvents } from '../../db/schema';
import { WEB_VITALS, rateVital, type WebVitalName } from '@shared/domain/monitoring/web-vitals';
import type { AnalyticsEvent, Dashboard, PerformanceMetric } from '@shared/schemas/monitoring';
import { scrubEmails } from './scrub-emails';

/** Spec §9: security metrics (and the dashboard's app metrics) use a 24-hour window. */
export const METRICS_WINDOW_HOURS = 24;

/** Stores analytics events without e-mail addresses; the person is the session's, or nobody. */
export async function storeAnalyticsEvents(db: Database, events: readonly AnalyticsEvent[], userId: string | null) {
  await db.insert(analyticsEvents).values(events.map((e) => ({ event: e.event, properties: scrubEmails(e.properties), userId })));
}

/** Stores performance_metrics rows; an error's `userId` is the session's person (or null), like the row's. */
export async function storePerformanceMetrics(db: Database, metrics: readonly PerformanceMetric[], userId: string | null) {
  await db.insert(performanceMetrics).values(
    metrics.map((m) => ({
      userId,
      metricType: m.type,
      metricValue: m.value,
      metadata: scrubEmails(m.type === 'error_boundary_triggered' ? { ...m.metadata, userId } : m.metadata) as Record<string, unknown>,
    })),
  );
}

const round = (n: number | null) => (n === null ? null : Math.round(n * 1000) / 1000);

/** The app's own metrics over the window: aggregates across everyone, with no person in them. */
export async function appMetrics(db: Database, nowMs: number): Promise<Dashboard['metrics']> {
  const since = new Date(nowMs - METRICS_WINDOW_HOURS * 3_600_000);
  const vitalName = sql<string>`${analyticsEvents.properties} -> 'metric' ->> 'name'`;
  const vitals = await db
    .select({
      name: vitalName,
      count: sql<number>`count(*)`.mapWith(Number),
      p75: sql<
        number | null
      >`percentile_cont(0.75) within group (order by (${analyticsEvents.properties} -> 'metric' ->> 'value')::float8)`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
    })
    .from(analyticsEvents)
    .where(and(eq(analyticsEvents.event, 'web_vital'), gt(analyticsEvents.createdAt, since)))
    .groupBy(vitalName);
  const perf = await db
    .select({
      type: performanceMetrics.metricType,
      count: sql<number>`count(*)`.mapWith(Number),
      p75: sql<number | null>`percentile_cont(0.75) within group (order by ${performanceMetrics.metricValue})`.mapWith((v) =>
        v === null ? null : Number(v),
      ),
      critical: sql<number>`count(*) filter (where ${performanceMetrics.metadata} ->> 'severity' = 'critical')`.mapWith(Number),
      high: sql<number>`count(*) filter (where ${performanceMetrics.metadata} ->> 'severity' = 'high')`.mapWith(Number),
      medium: sql<number>`count(*) filter (where ${performanceMetrics.metadata} ->> 'severity' = 'medium')`.mapWith(Number),
    })
    .from(performanceMetrics)
    .where(gt(performanceMetrics.recordedAt, since))
    .groupBy(performanceMetrics.metricType);

  const byType = (type: string) => perf.find((row) => row.type === type);
  const slow = byType('slow_render');
  const jank = byType('jank_detected');
  return {
    windowHours: METRICS_WINDOW_HOURS,
    webVitals: WEB_VITALS.map((name: WebVitalName) => {
      const row = vitals.find((v) => v.name === name);
      const p75 = round(row?.p75 ?? null);
      return { name, p75, count: row?.count ?? 0, rating: p75 === null ? null : rateVital(name, p75) };
    }),
    slowRenders: { count: slow?.count ?? 0, p75Ms: round(slow?.p75 ?? null) },
    jank: { count: jank?.count ?? 0, critical: jank?.critical ?? 0, high: jank?.high ?? 0, medium: jank?.medium ?? 0 },
    errors: { count: byType('error_boundary_triggered')?.count ?? 0 },
  };
}

/** Spec §6: the person's own last 10 security events. */
export async function ownSecurityEvents(db: Database, userId: string) {
  const rows = await db
    .select({
      id: securityEvents.id,
      type: securityEvents.eventType,
      riskLevel: securityEvents.riskLevel,
      createdAt: securityEvents.createdAt,
    })
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.createdAt))
    .limit(10);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** Spec §7.1: the person's own performance_metrics, recorded_at descending, limit 100. */
export async function ownMetrics(db: Database, userId: string) {
  const rows = await db
    .select({
      id: performanceMetrics.id,
      type: performanceMetrics.metricType,
      value: performanceMetrics.metricValue,
      metadata: performanceMetrics.metadata,
      recordedAt: performanceMetrics.recordedAt,
    })
    .from(performanceMetrics)
    .where(eq(performanceMetrics.userId, userId))
    .orderBy(desc(performanceMetrics.recordedAt))
    .limit(100);
  return rows.map((r) => ({ ...r, recordedAt: r.recordedAt.toISOString() }));
}

import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { activityFeed, securityEvents } from '../../db/schema';
import { buildActivityFeedRow, buildSecurityEventRow, type RiskLevel, type SecurityEventType } from '@shared/domain/security/events';
import { signInAnomalies } from './sign-in-monitor';

/** `page`: where a browser-reported event happened; otherwise the request's own URL is kept. */
export type SecurityEventInput = {
  type: SecurityEventType;
  userId?: string;
  riskLevel?: RiskLevel;
  metadata: Record<string, unknown>;
  page?: { url?: string; screenSize?: string; viewport?: string };
};

/**
 * Writes security events (§3, §8.2) to security_events, and to the person's activity_feed when the
 * event belongs to someone. Metadata is sanitised by the shared builders; a logging failure never
 * breaks the request that caused it. A successful sign-in is also checked against the §9 anomaly
 * rules, and any anomaly writes a HIGH suspicious_login_pattern event.
 */
export function createSecurityLog(db: Database, logger: FastifyBaseLogger) {
  async function write(req: FastifyRequest, event: SecurityEventInput, nowMs: number) {
    const { page, ...rest } = event;
    const input = {
      ...rest,
      userAgent: req.headers['user-agent'],
      url: page?.url ?? req.url,
      referrer: req.headers.referer,
      screenSize: page?.screenSize,
      viewport: page?.viewport,
      nowMs,
    };
    const row = buildSecurityEventRow(input);
    const feed = buildActivityFeedRow(input);
    await db.insert(securityEvents).values({
      eventType: row.event_type,
      eventData: row.event_data,
      riskLevel: row.risk_level,
      userId: row.user_id,
      createdAt: row.created_at,
    });
    if (feed)
      await db.insert(activityFeed).values({ userId: feed.user_id, activityType: feed.activity_type, activityData: feed.activity_data });
  }

  return {
    async record(req: FastifyRequest, event: SecurityEventInput) {
      const nowMs = Date.now();
      try {
        await write(req, event, nowMs);
        if (event.type === 'auth_success' && event.userId) {
          const anomalies = await signInAnomalies(db, event.userId, nowMs);
          if (anomalies.length > 0)
            await write(req, { type: 'suspicious_login_pattern', userId: event.userId, metadata: { anomalies } }, nowMs);
        }
      } catch (err) {
        logger.warn({ err, eventType: event.type }, 'could not record security event');
      }
    },
  };
}

export type SecurityLog = ReturnType<typeof createSecurityLog>;

import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client';
import { activityFeed, securityEvents } from '../../db/schema';
import { buildActivityFeedRow, buildSecurityEventRow, type RiskLevel, type SecurityEventType } from '../../../shared/domain/security-events';

export type SecurityEventInput = { type: SecurityEventType; userId?: string; riskLevel?: RiskLevel; metadata: Record<string, unknown> };

/**
 * Writes security events (§3, §8.2) to security_events, and to the person's activity_feed when the
 * event belongs to someone. Metadata is sanitised by the shared builders; a logging failure never
 * breaks the request that caused it.
 */
export function createSecurityLog(db: Database, logger: FastifyBaseLogger) {
  return {
    async record(req: FastifyRequest, event: SecurityEventInput) {
      const input = { ...event, userAgent: req.headers['user-agent'], url: req.url, referrer: req.headers.referer, nowMs: Date.now() };
      const row = buildSecurityEventRow(input);
      const feed = buildActivityFeedRow(input);
      try {
        await db.insert(securityEvents).values({ eventType: row.event_type, eventData: row.event_data, riskLevel: row.risk_level, userId: row.user_id, createdAt: row.created_at });
        if (feed) await db.insert(activityFeed).values({ userId: feed.user_id, activityType: feed.activity_type, activityData: feed.activity_data });
      } catch (err) {
        logger.warn({ err, eventType: event.type }, 'could not record security event');
      }
    },
  };
}

export type SecurityLog = ReturnType<typeof createSecurityLog>;

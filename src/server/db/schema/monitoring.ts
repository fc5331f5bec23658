import { index, jsonb, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, at } from './columns';
import { users } from './auth';

export const performanceMetrics = pgTable(
  'performance_metrics',
  {
    id: id(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    metricType: text('metric_type').notNull(),
    metricValue: real('metric_value').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    recordedAt: at('recorded_at').notNull().defaultNow(),
  },
  (t) => [
    index('performance_metrics_user_id_recorded_at_idx').on(t.userId, t.recordedAt.desc()),
    // The dashboard's 24-hour aggregates across everyone (counts only, no person in them).
    index('performance_metrics_type_recorded_at_idx').on(t.metricType, t.recordedAt),
  ],
);

export const securityEvents = pgTable(
  'security_events',
  {
    id: id(),
    eventType: text('event_type').notNull(),
    eventData: jsonb('event_data').$type<Record<string, unknown>>().notNull().default({}),
    /** LOW | MEDIUM | HIGH | CRITICAL */
    riskLevel: text('risk_level').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('security_events_user_id_created_at_idx').on(t.userId, t.createdAt.desc())],
);

export const activityFeed = pgTable(
  'activity_feed',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    activityType: text('activity_type').notNull(),
    activityData: jsonb('activity_data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('activity_feed_user_id_created_at_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * POST /api/analytics/track (spec §7.3): one row per event. `properties` is the spec's body
 * (timestamp, userAgent, screenResolution, viewport, theme, platform, and a web vital's measure),
 * stored with every e-mail address replaced. user_id is the session's person, never the body's.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: id(),
    event: text('event').notNull(),
    properties: jsonb('properties').$type<Record<string, unknown>>().notNull().default({}),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_event_created_at_idx').on(t.event, t.createdAt), index('analytics_events_user_id_idx').on(t.userId)],
);

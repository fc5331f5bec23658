import { index, jsonb, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, at } from './columns';
import { users } from './auth';

export const performanceMetrics = pgTable('performance_metrics', {
  id: id(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  metricType: text('metric_type').notNull(),
  metricValue: real('metric_value').notNull(),
  metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
  recordedAt: at('recorded_at').notNull().defaultNow(),
}, (t) => [index('performance_metrics_user_id_recorded_at_idx').on(t.userId, t.recordedAt.desc())]);

export const securityEvents = pgTable('security_events', {
  id: id(),
  eventType: text('event_type').notNull(),
  eventData: jsonb('event_data').$type<Record<string, unknown>>().notNull().default({}),
  /** LOW | MEDIUM | HIGH | CRITICAL */
  riskLevel: text('risk_level').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
}, (t) => [index('security_events_user_id_created_at_idx').on(t.userId, t.createdAt.desc())]);

export const activityFeed = pgTable('activity_feed', {
  id: id(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  activityType: text('activity_type').notNull(),
  activityData: jsonb('activity_data').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
}, (t) => [index('activity_feed_user_id_created_at_idx').on(t.userId, t.createdAt.desc())]);

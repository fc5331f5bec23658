import { z } from 'zod';
import { CRITICAL_FPS, isJank, jankSeverity, SLOW_RENDER_MS } from '../domain/monitoring/frame-sampling';
import { MAX_ANALYTICS_BATCH, MAX_METRICS_BATCH } from '../domain/monitoring/telemetry-limits';
import { WEB_VITALS } from '../domain/monitoring/web-vitals';
import { safeText, TEXT_LIMITS } from '../lib/bounded';

// ---------------------------------------------------------------------------------------------
// POST /api/analytics/track (spec §7.3): event, properties (timestamp, user agent, screen
// resolution, viewport, theme, platform) and userId. Strict: any other key is a 400.
// ---------------------------------------------------------------------------------------------

const size = z.string().regex(/^\d{1,5}x\d{1,5}$/, 'expected WIDTHxHEIGHT');

export const webVitalSchema = z.strictObject({
  name: z.enum(WEB_VITALS),
  value: z.number().finite().min(0).max(600_000),
  rating: z.enum(['good', 'needs-improvement', 'poor']),
});

export const analyticsPropertiesSchema = z.strictObject({
  timestamp: z.iso.datetime({ offset: true }),
  userAgent: safeText(TEXT_LIMITS.text),
  screenResolution: size,
  viewport: size,
  theme: z.enum(['light', 'dark', 'system']),
  platform: safeText(TEXT_LIMITS.name),
  /** The path the event happened on (no query string: it may carry tokens). */
  path: z
    .string()
    .max(TEXT_LIMITS.label)
    .regex(/^\/[^?#]*$/)
    .optional(),
  /** A web vital's measure; required for `web_vital` events. */
  metric: webVitalSchema.optional(),
});

export const ANALYTICS_EVENTS = ['web_vital', 'page_view'] as const;

export const analyticsEventSchema = z
  .strictObject({
    event: z.enum(ANALYTICS_EVENTS),
    properties: analyticsPropertiesSchema,
    /** Validated, never trusted: the stored user id is the session's (docs/decisions/022). */
    userId: z.uuid().nullable(),
  })
  .refine((e) => e.event !== 'web_vital' || e.properties.metric !== undefined, {
    message: 'a web_vital event needs properties.metric',
    path: ['properties', 'metric'],
  });
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>;

/** One event (the spec's body) or a batch of them (flushed together on page hide). */
export const analyticsTrackBodySchema = z.union([analyticsEventSchema, z.array(analyticsEventSchema).min(1).max(MAX_ANALYTICS_BATCH)]);
export const analyticsTrackResponseSchema = z.object({ accepted: z.number().int() });

// ---------------------------------------------------------------------------------------------
// POST /api/metrics: performance_metrics rows (§3), batched.
// ---------------------------------------------------------------------------------------------

const pathText = z
  .string()
  .max(TEXT_LIMITS.label)
  .regex(/^\/[^?#]*$/);

const slowRenderSchema = z.strictObject({
  type: z.literal('slow_render'),
  /** Render time in ms (React Profiler's actualDuration). */
  value: z.number().finite().gt(SLOW_RENDER_MS).max(600_000),
  metadata: z.strictObject({
    threshold: z.literal(SLOW_RENDER_MS),
    component: safeText(TEXT_LIMITS.name),
    phase: z.enum(['mount', 'update', 'nested-update']),
    path: pathText,
  }),
});

const jankSchema = z
  .strictObject({
    type: z.literal('jank_detected'),
    /** Frames per second over the 60-frame sample. */
    value: z.number().finite().min(0).max(1000),
    metadata: z.strictObject({
      fps: z.number().finite().min(0).max(1000),
      drops: z.number().int().min(0).max(60),
      frames: z.number().int().positive().max(1000),
      severity: z.enum(['critical', 'high', 'medium']),
      path: pathText,
    }),
  })
  .refine((m) => m.value === m.metadata.fps && isJank(m.metadata) && m.metadata.severity === jankSeverity(m.metadata.fps), {
    message: `jank is fps under 30 or more than 5 drops, graded critical under ${CRITICAL_FPS} fps, high under 30, else medium`,
  });

const errorBoundarySchema = z.strictObject({
  type: z.literal('error_boundary_triggered'),
  value: z.literal(1),
  metadata: z.strictObject({
    errorId: safeText(TEXT_LIMITS.id),
    boundary: safeText(TEXT_LIMITS.name),
    message: safeText(TEXT_LIMITS.message),
    stack: safeText(8000).nullable(),
    componentStack: safeText(8000).nullable(),
    userAgent: safeText(TEXT_LIMITS.text),
    timestamp: z.iso.datetime({ offset: true }),
    url: safeText(TEXT_LIMITS.url),
    /** Validated, never trusted: replaced by the session's person (or null). */
    userId: z.uuid().nullable(),
  }),
});

export const performanceMetricSchema = z.union([slowRenderSchema, jankSchema, errorBoundarySchema]);
export type PerformanceMetric = z.infer<typeof performanceMetricSchema>;
export const performanceMetricsBodySchema = z.strictObject({ metrics: z.array(performanceMetricSchema).min(1).max(MAX_METRICS_BATCH) });
export const performanceMetricsResponseSchema = z.object({ accepted: z.number().int() });

/** GET /api/metrics (spec §7.1): the signed-in person's own last 100 rows, newest first. */
export const ownMetricsSchema = z.object({
  metrics: z.array(
    z.object({ id: z.string(), type: z.string(), value: z.number(), metadata: z.record(z.string(), z.unknown()), recordedAt: z.string() }),
  ),
});

// ---------------------------------------------------------------------------------------------
// GET /api/dashboard: the server's health, the app's metrics (24 h, no person in them), and the
// signed-in person's own security score and last events.
// ---------------------------------------------------------------------------------------------

const level = z.enum(['healthy', 'warning', 'critical']);

export const dashboardSchema = z.object({
  generatedAt: z.string(),
  health: z.object({
    status: level,
    database: z.object({ status: z.enum(['up', 'down']), latencyMs: z.number().nullable() }),
    redis: z.object({ status: z.enum(['up', 'down', 'not_configured']), latencyMs: z.number().nullable() }),
    ai: z.object({
      kind: z.enum(['offline', 'openai']),
      circuit: z.enum(['closed', 'open']).nullable(),
      /** The model path (issue 43 item 2): misconfigured says what is wrong in words; the share of answers that fell back. */
      state: z.enum(['ok', 'misconfigured', 'down']).optional(),
      message: z.string().nullable().optional(),
      answers: z.number().optional(),
      fellBack: z.number().optional(),
    }),
    eventLoop: z.object({ p50Ms: z.number(), p99Ms: z.number(), maxMs: z.number(), windowSeconds: z.number() }),
    uptimeSeconds: z.number(),
  }),
  metrics: z.object({
    windowHours: z.number(),
    webVitals: z.array(
      z.object({
        name: z.enum(WEB_VITALS),
        p75: z.number().nullable(),
        count: z.number().int(),
        rating: z.enum(['good', 'needs-improvement', 'poor']).nullable(),
      }),
    ),
    slowRenders: z.object({ count: z.number().int(), p75Ms: z.number().nullable() }),
    jank: z.object({ count: z.number().int(), critical: z.number().int(), high: z.number().int(), medium: z.number().int() }),
    errors: z.object({ count: z.number().int() }),
  }),
  security: z.object({
    score: z.number().int(),
    level,
    colour: z.enum(['green', 'yellow', 'red']),
    penalties: z.array(z.object({ reason: z.string(), points: z.number().int() })),
    events: z.array(z.object({ id: z.string(), type: z.string(), riskLevel: z.string(), createdAt: z.string() })),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

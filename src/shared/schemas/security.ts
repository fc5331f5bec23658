import { z } from 'zod';
import { ANOMALY_TYPES } from '../domain/security/anomalies';
import { PRIVACY_EVENT_TYPES, RISK_LEVELS, SECURITY_EVENT_TYPES } from '../domain/security/events';

/** §6/§7.2: the signed-in person's own last 10 security events, newest first. */
export const SECURITY_EVENTS_SHOWN = 10;

export const securityEventSchema = z.object({
  id: z.string(),
  event_type: z.enum([...SECURITY_EVENT_TYPES, ...PRIVACY_EVENT_TYPES]),
  risk_level: z.enum(RISK_LEVELS),
  /** ISO 8601. */
  created_at: z.string(),
  /** The sanitised user agent (§3). */
  user_agent: z.string(),
  metadata: z.record(z.string(), z.unknown()),
});
export type SecurityEventView = z.infer<typeof securityEventSchema>;

export const securityEventsResponseSchema = z.object({ events: z.array(securityEventSchema).max(SECURITY_EVENTS_SHOWN) });

/**
 * What the browser's security monitor reports (§9): an anomaly its rules found in the person's
 * local events. The server records it as a HIGH suspicious_login_pattern of the signed-in person;
 * everything else the monitor sees (sign-ins, failures, expiries, rate limits) the server logs itself.
 */
export const reportSecurityEventRequestSchema = z.object({
  type: z.literal('suspicious_login_pattern'),
  anomalies: z.array(z.enum(ANOMALY_TYPES)).min(1).max(ANOMALY_TYPES.length),
  /** The page it happened on (query and fragment are dropped before storing). */
  url: z.string().max(500).optional(),
  screen_size: z.string().max(50).optional(),
  viewport: z.string().max(50).optional(),
});

/** recorded false: every anomaly was already logged for this person in the last 10 minutes (another tab). */
export const reportSecurityEventResponseSchema = z.object({ recorded: z.boolean() });

import { z } from 'zod';
import { TEXT_LIMITS, safeText } from '../lib/bounded';

export const sessionUserSchema = z.object({
  id: z.uuid(),
  email: z.string().nullable(),
  created_at: z.string(),
  display_name: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** What the client ever sees of a session: who, and when the access token lapses (seconds). */
export const sessionResponseSchema = z.object({
  session: z.object({ user: sessionUserSchema, expires_at: z.number().int() }).nullable(),
  /** A refresh cookie is present, so a lapsed access token may be renewed. */
  can_refresh: z.boolean(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const signInRequestSchema = z.object({ redirect_to: safeText(TEXT_LIMITS.url).optional() });
export const signInResponseSchema = z.object({ url: z.url() });

export const callbackRequestSchema = z.object({
  /** The query string the identity provider returned to /auth/callback. */
  query: safeText(4096).min(1),
  /** The browser's IANA time zone (the §9 time-anomaly rule reads sign-in hours on the person's clock); one the server does not know is ignored. */
  time_zone: z.string().max(64).optional(),
});
export const callbackResponseSchema = z.object({
  session: z.object({ user: sessionUserSchema, expires_at: z.number().int() }),
  redirect_to: z.string(),
});

export const apiErrorSchema = z.object({ code: z.string(), message: z.string() });

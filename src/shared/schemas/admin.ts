import { z } from 'zod';

/**
 * The admin API behind `npm run admin` (bearer token) and the development outbox:
 *   POST /api/admin/invite   { email } → { result: 'invited' | 'invited_signed_up' }
 *   POST /api/admin/approve  { email } → { result: 'approved' | 'already_approved' | 'invited_only' }
 *   GET  /api/admin/waitlist → { entries: [{ email, joined, approvedAt }] }
 *   GET  /api/dev/outbox     → { entries: [...] } (only beside the built-in sign-in provider)
 */

// Surrounding spaces are forgiven (a pasted address); case is normalised by the invite rule itself.
export const adminEmailRequestSchema = z.object({ email: z.string().max(300).trim().pipe(z.email().max(254)) });
export const adminInviteResponseSchema = z.object({ result: z.enum(['invited', 'invited_signed_up']) });
export const adminApproveResponseSchema = z.object({ result: z.enum(['approved', 'already_approved', 'invited_only']) });

/** Dates travel as ISO strings (what JSON.stringify made of the Date before there was a schema). */
const isoDate = z.iso.datetime();

export const adminWaitlistResponseSchema = z.object({
  entries: z.array(z.object({ email: z.string().nullable(), joined: isoDate, approvedAt: isoDate.nullable() })),
});

export const outboxResponseSchema = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      userId: z.string().nullable(),
      kind: z.string(),
      recipient: z.string(),
      subject: z.string().nullable(),
      body: z.string(),
      payload: z.record(z.string(), z.unknown()),
      status: z.string(),
      createdAt: isoDate,
      sentAt: isoDate.nullable(),
    }),
  ),
});

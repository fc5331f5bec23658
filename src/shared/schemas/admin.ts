import { z } from 'zod';
import { safeText } from '../lib/bounded';

/**
 * The admin API behind `npm run admin` (bearer token) and the development outbox:
 *   POST /api/admin/invite   { email } → { result: 'invited' | 'invited_signed_up' }
 *   POST /api/admin/approve  { email } → { result: 'approved' | 'already_approved' | 'invited_only' }
 *   GET  /api/admin/waitlist → { entries: [{ email, joined, approvedAt }] }
 *   POST /api/admin/seed-members { count, seed?, near?, from? } → { created, skipped, seed, near } (never in production)
 *   POST /api/admin/remove-demo-members → { removed }
 *   GET  /api/admin/reports  → { reports: [{ id, createdAt, reason, note, status, reporter, reported }] } (newest first)
 *   GET  /api/dev/outbox     → { entries: [...] } (only beside the built-in sign-in provider)
 */

// Surrounding spaces are forgiven (a pasted address); case is normalised by the invite rule itself.
export const adminEmailRequestSchema = z.object({ email: z.string().max(300).trim().pipe(z.email().max(254)) });
/** Approve or decline a waitlist request: why, for the audit log (ADR 065; the CLI may leave it out). */
export const adminWaitlistActionSchema = adminEmailRequestSchema.extend({ reason: z.string().trim().max(500).optional() });
export const adminInviteResponseSchema = z.object({ result: z.enum(['invited', 'invited_signed_up']) });
export const adminApproveResponseSchema = z.object({ result: z.enum(['approved', 'already_approved', 'invited_only']) });

/** Dates travel as ISO strings (what JSON.stringify made of the Date before there was a schema). */
const isoDate = z.iso.datetime();

export const adminWaitlistResponseSchema = z.object({
  entries: z.array(
    z.object({ email: z.string().nullable(), joined: isoDate, approvedAt: isoDate.nullable(), declinedAt: isoDate.nullable().optional() }),
  ),
});

/** Demo members made per request: the admin command sends a larger pool in parts (`from` is the part's first member). */
export const DEMO_MEMBERS_PER_REQUEST = 5_000;
/** The most demo members one pool holds (`npm run admin -- seed-members N`). */
export const MAX_DEMO_MEMBERS = 200_000;

export const adminSeedMembersRequestSchema = z.object({
  count: z.int().min(1).max(DEMO_MEMBERS_PER_REQUEST),
  seed: z
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .optional(),
  /** A city name ("Berlin", "Paris, FR") or GeoNames id; most members live in or around it. */
  near: safeText(100).trim().min(1).nullable().optional(),
  from: z.int().min(0).max(MAX_DEMO_MEMBERS).optional(),
});
export const adminSeedMembersResponseSchema = z.object({
  created: z.int(),
  skipped: z.int(),
  seed: z.int(),
  near: z.object({ id: z.int(), name: z.string(), country: z.string() }).nullable(),
});
export const adminRemoveDemoMembersResponseSchema = z.object({ removed: z.int() });

const reportedMember = z.object({ userId: z.string(), firstName: z.string().nullable() });
export const adminReportsResponseSchema = z.object({
  reports: z.array(
    z.object({
      id: z.string(),
      createdAt: isoDate,
      reason: z.string(),
      note: z.string(),
      status: z.string(),
      reporter: reportedMember,
      reported: reportedMember,
    }),
  ),
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

import { z } from 'zod';
import { MAX_SUSPENSION_DAYS, MODERATION_ACTIONS } from '../domain/moderation/queue-items';

/**
 * The moderation console's API (issue 42 item 3, ADR 055), behind a signed-in moderator or admin:
 *   GET  /api/admin/me        → { role, email }                                  (moderator)
 *   GET  /api/admin/queue     → { items: [...] } oldest first, with evidence      (moderator)
 *   POST /api/admin/actions   { item, action, reason, days? } → { auditId }       (moderator; 409 when resolved)
 *   GET  /api/admin/audit     → { entries: [...] } newest first                   (moderator)
 *   GET  /api/admin/overview  → counts per day, jobs, the model                   (admin)
 *   POST /api/admin/decline   { email } → { result }                              (admin)
 */
const isoDate = z.iso.datetime();

export const adminRoleSchema = z.enum(['moderator', 'admin']);
export const adminMeResponseSchema = z.object({ role: adminRoleSchema, email: z.string() });

export const queueItemSchema = z.object({
  key: z.string(),
  kind: z.enum(['report', 'flag', 'appeal', 'hold']),
  reason: z.string(),
  createdAt: isoDate,
  /** Every source about the same message, oldest first (a report and the screen's flags of it; ADR 065). */
  sources: z.array(
    z.object({ key: z.string(), kind: z.enum(['report', 'flag', 'appeal', 'hold']), reason: z.string(), createdAt: isoDate }),
  ),
  member: z.object({
    firstName: z.string().nullable(),
    accountAgeDays: z.int(),
    standing: z.string().nullable(),
    suspendedUntil: isoDate.nullable(),
  }),
  other: z.object({ firstName: z.string().nullable() }).nullable(),
  messages: z.array(z.object({ from: z.string(), text: z.string(), at: isoDate })),
  messagesNote: z.string().nullable(),
  history: z.object({
    flags: z.int(),
    reports: z.int(),
    actions: z.array(z.object({ action: z.string(), reason: z.string(), at: isoDate })),
  }),
});
export const queueResponseSchema = z.object({ items: z.array(queueItemSchema) });
export type QueueItemView = z.infer<typeof queueItemSchema>;

export const moderationActionSchema = z.enum(MODERATION_ACTIONS);
export const actionRequestSchema = z
  .object({
    item: z.string().max(100),
    action: moderationActionSchema,
    reason: z.string().trim().min(3, 'Give a reason (a few words).').max(500),
    days: z.int().min(1).max(MAX_SUSPENSION_DAYS).nullish(),
  })
  .refine((b) => b.action !== 'suspend' || b.days != null, { message: 'A suspension needs a number of days.', path: ['days'] });
export type ActionRequest = z.infer<typeof actionRequestSchema>;
export const actionResponseSchema = z.object({ auditId: z.string() });

export const auditResponseSchema = z.object({
  entries: z.array(
    z.object({
      id: z.string(),
      itemKey: z.string(),
      actorEmail: z.string(),
      action: z.string(),
      reason: z.string(),
      days: z.int().nullable(),
      createdAt: isoDate,
    }),
  ),
});

export const overviewResponseSchema = z.object({
  membersActive: z.int(),
  proposalsOpen: z.int(),
  introductions: z.int(),
  days: z.array(z.object({ day: z.string(), flags: z.int(), reports: z.int(), proposals: z.int(), introductions: z.int() })),
  jobs: z.object({ queued: z.int(), active: z.int(), failedLastDay: z.int() }).nullable(),
  model: z.object({ engine: z.string(), state: z.string(), model: z.string().nullable(), message: z.string().nullable() }),
});

export const declineResponseSchema = z.object({ result: z.enum(['declined', 'not_waiting']) });

import { z } from 'zod';
import { safeText } from '../lib/bounded';

/**
 * Hand-off API (spec §7.1 invite/check_or_add_waitlist, chat/init_handoff, human-loop, agent-gateway):
 *   POST /api/invite/waitlist      → waitlistResponseSchema (idempotent: adds a not-invited person once)
 *   POST /api/handoff/init         → handoffLinksSchema ('Failed to generate chat links' on failure)
 *   POST /api/handoff/complete     { channel } → { ok: true } (marks the handoff step: starts automation)
 *   GET  /api/handoff/contact      → mayaContactSchema (Maya's own WhatsApp number and chat link)
 *   POST /api/connect/opt-in       { phone_number } → connectStatusSchema (send_opt_in; 400 'Invalid phone number')
 *   GET  /api/connect/status       → connectStatusSchema (poll every 2 s for 30 s)
 *   POST /api/connect/test-message → { ok: true } (send_test_message)
 *   GET  /api/automation           → automationSchema
 *   POST /api/automation           { action: 'pause_automation' | 'resume_automation' } → automationSchema
 */

export const waitlistResponseSchema = z.object({ status: z.enum(['approved', 'waitlisted']) });

export const handoffLinksSchema = z.object({
  whatsapp_link: z.url(),
  /** A PNG data URL of a QR code for whatsapp_link (256 px, margin 2). */
  whatsapp_qr: z.string().startsWith('data:image/png;base64,'),
  telegram_link: z.url(),
  messenger_link: z.url(),
  /** Lets the messaging side recognise the person; already embedded in each link. */
  start_token: z.string(),
});
export type HandoffLinks = z.infer<typeof handoffLinksSchema>;

/** Where Maya can be messaged: the configured WhatsApp number (digits only) and its chat link. */
export const mayaContactSchema = z.object({
  whatsapp_number: z.string().regex(/^\d{6,15}$/),
  whatsapp_chat_link: z.url(),
});

export const CHANNELS = ['whatsapp', 'telegram', 'messenger'] as const;
export const handoffCompleteRequestSchema = z.object({ channel: z.enum(CHANNELS) });

export const optInRequestSchema = z.object({ phone_number: safeText(40).min(1) });
export const connectStatusSchema = z.object({
  status: z.enum(['not_started', 'verification_sent', 'connected']),
  /** The number with all but the last 4 digits hidden, e.g. '+•••••••7890'. */
  phone_hint: z.string().nullable(),
});
export type ConnectStatus = z.infer<typeof connectStatusSchema>;

export const automationActionSchema = z.object({ action: z.enum(['pause_automation', 'resume_automation']) });
export const automationSchema = z.object({
  status: z.enum(['active', 'paused', 'none']),
  stats: z.object({ profilesAnalyzed: z.number().int(), matchesFound: z.number().int(), conversationsStarted: z.number().int() }),
  /** Whether the person told Maya who they'd like to meet: an active agent without it is not in the pool (issue 31). */
  hasPreferences: z.boolean(),
});
export type Automation = z.infer<typeof automationSchema>;

export const okSchema = z.object({ ok: z.literal(true) });

import { z } from 'zod';
import { safeText } from '../lib/bounded';

/**
 * Maya in the messaging app (issue 32, docs/messenger.md):
 *   GET  /api/messenger/connections   → connectionsSchema (a fresh Telegram deep link each time, when Telegram is configured)
 *   PUT  /api/messenger/preferred     { channel } → connectionsSchema (409 not_connected)
 *   POST /api/messenger/disconnect    { channel } → connectionsSchema (one goodbye message on that channel)
 * The embedded chat, with the built-in sign-in provider only:
 *   GET  /api/dev/messenger           → devChatSchema
 *   POST /api/dev/messenger/connect   → devChatSchema
 *   POST /api/dev/messenger/messages  { client_id, text } → devChatSchema
 *   POST /api/dev/messenger/buttons   { client_id, data } → devChatSchema & { callback_text }
 */
export const channelSchema = z.enum(['telegram', 'whatsapp', 'dev']);
export type MessengerChannel = z.infer<typeof channelSchema>;

export const connectionSchema = z.object({
  channel: channelSchema,
  status: z.enum(['connected', 'disconnected']),
  preferred: z.boolean(),
  connected_at: z.string(),
  time_zone: z.string(),
  /** Messages held for this chat until the person writes there (WhatsApp's 24-hour window). */
  waiting: z.number().int().min(0),
});

export const connectionsSchema = z.object({
  connections: z.array(connectionSchema),
  /** `https://t.me/<bot>?start=<token>`: works once, for 24 hours; null when Telegram is not configured. */
  telegram_link: z.url().nullable(),
  /** Whether this server has the embedded development chat (/dev/messenger: the built-in sign-in provider only). */
  dev_chat: z.boolean(),
});
export type MessengerConnections = z.infer<typeof connectionsSchema>;

export const channelRequestSchema = z.object({ channel: channelSchema });

const buttonSchema = z.object({ label: z.string(), data: z.string() });

export const devChatMessageSchema = z.object({
  id: z.number().int(),
  from: z.enum(['maya', 'you']),
  text: z.string(),
  buttons: z.array(z.array(buttonSchema)),
  document: z.object({ filename: z.string(), mime_type: z.string(), content: z.string() }).nullable(),
  status: z.enum(['pending', 'sent', 'failed']),
  at: z.string(),
});

export const devChatSchema = z.object({
  connected: z.boolean(),
  /** Newest last. */
  messages: z.array(devChatMessageSchema),
  callback_text: z.string().nullable().optional(),
});
export type DevChat = z.infer<typeof devChatSchema>;

/** The client's id for this send or tap: the update id, so a double submit is processed once. */
const clientId = z.string().regex(/^[\w-]{8,64}$/);
export const devSendSchema = z.object({ client_id: clientId, text: safeText(4000).trim().min(1) });
export const devTapSchema = z.object({ client_id: clientId, data: safeText(64).min(1) });

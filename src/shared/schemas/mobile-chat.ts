import { z } from 'zod';
import { safeText, TEXT_LIMITS } from '../lib/bounded';

/**
 * Mobile chat API (spec §2.15, §7.1 mobile-chat-session):
 *   signed in (desktop)
 *   POST   /api/mobile-chat/links          → chatLinkSchema (a new 24 h link; its token is shown once)
 *   GET    /api/mobile-chat/sessions       → chatDevicesSchema (links waiting and phones chatting)
 *   POST   /api/mobile-chat/sessions/:id/end → { ok: true } (ends a phone's chat or revokes a link)
 *   with the phone's chat cookie
 *   POST   /api/mobile-chat/session        { token } → chatSessionSchema (get_session: the token, once, for the cookie)
 *   GET    /api/mobile-chat/session        → chatSessionSchema
 *   POST   /api/mobile-chat/messages       { content, client_id } → text/event-stream (send_message)
 *   POST   /api/mobile-chat/voice?client_id=&duration_ms= (audio/wav) → text/event-stream
 *   POST   /api/mobile-chat/speech         { message_id } → audio (when a speech engine is configured)
 * The streams send `message` (the person's stored message), `delta` { text } (Maya's reply as it is
 * written) and `reply` (Maya's stored message), or `error` { code, message }.
 */

export const MOBILE_CHAT_ERRORS = {
  invalidLink: { code: 'invalid_link', message: 'This QR code link is invalid or expired.' },
  sessionExpired: { code: 'session_expired', message: 'This conversation link has expired. Please scan a new QR code.' },
  invalidAudio: { code: 'invalid_audio', message: 'Failed to process voice message' },
} as const;

export const chatLinkSchema = z.object({
  id: z.uuid(),
  /** PUBLIC_URL/mobile-chat?token=…: the token is shown this once and stored only as a hash. */
  url: z.url(),
  expires_at: z.iso.datetime({ offset: true }),
});

export const chatDeviceSchema = z.object({
  id: z.uuid(),
  /** waiting: the link was not opened yet; open: a phone is chatting with it. */
  status: z.enum(['waiting', 'open']),
  device: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  opened_at: z.iso.datetime({ offset: true }).nullable(),
  last_seen_at: z.iso.datetime({ offset: true }).nullable(),
  expires_at: z.iso.datetime({ offset: true }),
});
export const chatDevicesSchema = z.object({ sessions: z.array(chatDeviceSchema) });
export type ChatDevice = z.infer<typeof chatDeviceSchema>;

export const chatMessageSchema = z.object({
  id: z.uuid(),
  content: z.string(),
  role: z.enum(['user', 'assistant']),
  timestamp: z.iso.datetime({ offset: true }),
  type: z.enum(['text', 'voice']),
  client_id: z.string().nullable(),
  duration_ms: z.number().int().nullable(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatSessionSchema = z.object({
  session: z.object({
    id: z.uuid(),
    /** The person's first name, for Maya's greeting. */
    name: z.string().nullable(),
    expires_at: z.iso.datetime({ offset: true }),
    conversation_history: z.array(chatMessageSchema),
    /** What the server can do with voice: transcribe recordings, speak replies. */
    voice: z.object({ transcription: z.boolean(), speech: z.boolean() }),
  }),
});
export type ChatSession = z.infer<typeof chatSessionSchema>['session'];

export const exchangeTokenRequestSchema = z.object({ token: z.string().min(1).max(200) });

export const clientIdSchema = z.string().regex(/^[\w-]{8,64}$/);

export const sendMessageRequestSchema = z.object({
  /** Whitespace-only is refused (spec §5: empty messages are not sent). */
  content: safeText(TEXT_LIMITS.message)
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'Message is empty')),
  client_id: clientIdSchema,
});

export const voiceQuerySchema = z.object({ client_id: clientIdSchema });

export const speechRequestSchema = z.object({ message_id: z.uuid() });

export const streamDeltaSchema = z.object({ text: z.string() });
export const streamReplySchema = z.object({ message: chatMessageSchema, fallback: z.boolean() });

/** Spec §8.5: Maya's answer when no reply could be had (the AI engine's fallback and the phone's). */
export const CHAT_FALLBACK_REPLY = "I'm here to chat! How are you feeling today?";

/** Spec §4.6: the voice message stored when no speech-to-text engine is configured. */
export const VOICE_PLACEHOLDER = 'Voice message recorded - AI voice responses coming soon!';

/** Spec §9 audio, and the longest recording the chat takes. */
export const VOICE_FORMAT = { sampleRate: 24_000, channels: 1, bitsPerSample: 16, bufferSize: 4096, minMs: 300, maxMs: 60_000 } as const;

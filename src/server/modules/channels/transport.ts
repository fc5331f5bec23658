/**
 * The messaging app's contract (issue 32): every channel (Telegram, WhatsApp through Twilio, and the
 * embedded `/dev/messenger`) turns what arrives into an InboundEvent and delivers an
 * OutgoingChatMessage through its Transport. The conversation (modules/channels) knows channels
 * only by these types.
 */
import type { Channel, InboundEvent } from '@shared/domain/messenger/inbound-event';

export type { Channel, InboundEvent };

/** A reply button. `data` travels to the provider and back (Telegram's callback_data: 1–64 bytes). */
export type ChatButton = { label: string; data: string };

/** A file sent with a message: the date's `.ics` invitation. */
export type ChatDocument = { filename: string; mimeType: string; content: string };

export type OutgoingChatMessage = {
  channel: Channel;
  /** The chat on that channel: Telegram's chat id, a WhatsApp number (E.164), or a user id on `dev`. */
  address: string;
  text: string;
  /** Rows of buttons (Telegram: an inline keyboard; WhatsApp: numbered replies in the text). */
  buttons?: ChatButton[][];
  document?: ChatDocument;
  /** WhatsApp outside its 24-hour window: the approved template inviting the person back, addressed by first name. */
  windowInvite?: { firstName: string };
};

export type SendResult =
  | { ok: true; providerId?: string }
  /** `retryAfterSeconds`: the provider's own wait (Telegram's 429 `retry_after`). `permanent`: never retry (blocked bot, bad chat). */
  | { ok: false; error: string; retryAfterSeconds?: number; permanent?: boolean };

export interface Transport {
  readonly channel: Channel;
  /** WhatsApp with an approved template configured: the window invitation can go out (whatsapp-window.ts). */
  readonly invitesOutsideWindow?: boolean;
  /** Never throws for a provider's answer: a failure is a SendResult, so the outbox can back off. */
  send(message: OutgoingChatMessage): Promise<SendResult>;
  /** Answers a tapped button (Telegram: stops its spinner, `text` as a toast). Only a channel whose taps carry a callback id has it. */
  answerCallbackQuery?(callbackId: string, text?: string): Promise<SendResult>;
}

/** What the conversation answers a button tap with (Telegram shows it as answerCallbackQuery's text). */
export type InboundResult = { callbackText?: string };

/** The conversation's handling of one update (receive.ts): the stored inbox calls it, one update of a chat at a time. */
export type InboundHandler = (event: InboundEvent) => Promise<InboundResult>;

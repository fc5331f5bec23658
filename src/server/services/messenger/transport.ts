/**
 * The messaging app's contract (issue 32): every channel (Telegram, WhatsApp through Twilio, and the
 * embedded `/dev/messenger`) turns what arrives into an InboundEvent and delivers an
 * OutgoingChatMessage through its Transport. The conversation (services/messenger) knows channels
 * only by these types.
 */
export type Channel = 'telegram' | 'whatsapp' | 'dev';

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
}

export type InboundEvent = {
  channel: Channel;
  address: string;
  /** The provider's id of this update (Telegram `update_id`, Twilio `MessageSid`): processed once. */
  updateId: string;
  /** The sender's first name as the provider gives it (Telegram `from.first_name`), if any. */
  firstName?: string;
  text?: string;
  /** A tapped button: its data, and Telegram's callback query id (to be answered). */
  button?: { data: string; callbackId?: string };
  /** `/start <token>` from a Telegram deep link. */
  startToken?: string;
};

/** What the conversation answers a button tap with (Telegram shows it as answerCallbackQuery's text). */
export type InboundResult = { callbackText?: string };

export type InboundHandler = (event: InboundEvent) => Promise<InboundResult>;

/** The chat apps Maya talks in: Telegram, WhatsApp, and the embedded `/dev/messenger`. */
export type Channel = 'telegram' | 'whatsapp' | 'dev';

/** One update from a chat app, as every transport hands it to the conversation (and the stored inbox keeps it). */
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

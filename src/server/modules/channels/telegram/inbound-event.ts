import type { Chat, Update } from 'grammy/types';
import type { InboundEvent } from '../transport';

/** A deep link's payload as Telegram allows it (1–64 of A–Z a–z 0–9 _ -): anything else is plain text. */
const START = /^\/start(?:@\w+)?(?:\s+([A-Za-z0-9_-]{1,64}))?\s*$/;

/** Maya talks to one person at a time: groups, supergroups and channels are not her chats. */
const isPrivate = (chat: Chat | undefined): chat is Chat.PrivateChat => chat?.type === 'private';

/**
 * What an update from Telegram means to the conversation: a text, a deep link's `/start <token>`, or
 * a tapped button. Anything else (an edited message, a sticker, a photo, a group) is null: the
 * webhook still answers 200, so Telegram does not send it again.
 */
export function toInboundEvent(update: Update): InboundEvent | null {
  const base = { channel: 'telegram' as const, updateId: String(update.update_id) };
  const { message, callback_query: query } = update;
  if (message) {
    if (!isPrivate(message.chat) || typeof message.text !== 'string' || !message.from) return null;
    const event = { ...base, address: String(message.chat.id), firstName: message.from.first_name };
    const start = START.exec(message.text.trim());
    return start?.[1] ? { ...event, startToken: start[1] } : { ...event, text: message.text };
  }
  if (query) {
    // A button on an old message may come without it (inaccessible); the chat is then the sender's own.
    const chat = query.message?.chat;
    if (typeof query.data !== 'string' || (chat && !isPrivate(chat))) return null;
    return {
      ...base,
      address: String(chat?.id ?? query.from.id),
      firstName: query.from.first_name,
      button: { data: query.data, callbackId: query.id },
    };
  }
  return null;
}

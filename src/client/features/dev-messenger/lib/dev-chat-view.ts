import type { DevChat } from '@shared/schemas/messenger';

export type DevChatMessage = DevChat['messages'][number];
type ChatDocument = NonNullable<DevChatMessage['document']>;

/** A new send or tap's id (the server's update id: a double submit is processed once). */
export const newClientId = () => crypto.randomUUID();

/** The person's line, shown at once while it is sent (a negative id: never one of the server's). */
export const withOwnMessage = (chat: DevChat, text: string, now: Date): DevChat => ({
  ...chat,
  messages: [
    ...chat.messages,
    { id: -now.getTime(), from: 'you', text: text.trim(), buttons: [], document: null, status: 'pending', at: now.toISOString() },
  ],
});

/**
 * What the phone shows: everything the person sent, and Maya's messages once delivered (one still
 * in the outbox has not reached the phone yet; one that failed never will).
 */
export const visibleMessages = (chat: DevChat): DevChatMessage[] => chat.messages.filter((m) => m.from === 'you' || m.status === 'sent');

/** Maya is writing: a reply is awaited (sending, or what was sent not worked yet), or something of hers is queued and not yet delivered. */
export const mayaIsTyping = (chat: DevChat, sending: boolean) =>
  sending || chat.waiting || chat.messages.some((m) => m.from === 'maya' && m.status === 'pending');

/** The answers to the taps this page waits for (each is shown once, as Telegram shows a toast). */
export const answersAwaited = (chat: DevChat, awaited: ReadonlySet<string>) => chat.answers.filter((a) => awaited.has(a.client_id));

/** The chip's words: an invitation by its kind, anything else by its name. */
export const documentLabel = (doc: ChatDocument) =>
  doc.mime_type === 'text/calendar' || doc.filename.toLowerCase().endsWith('.ics') ? 'Date invitation (.ics)' : doc.filename;

/** The file as a link the browser downloads: the API returns its text (an .ics is plain text). */
export const documentHref = (doc: ChatDocument) => `data:${doc.mime_type};charset=utf-8,${encodeURIComponent(doc.content)}`;

/**
 * The chat's copy of a tap is its data in brackets (`[p:ab12:a]`): shown as the button's label
 * instead, as a small note. Only data one of Maya's buttons carries counts (a typed "[x]" stays text).
 */
export function tapLabels(messages: DevChatMessage[]): Map<string, string> {
  const labels = new Map<string, string>();
  for (const m of messages) for (const row of m.buttons) for (const b of row) labels.set(`[${b.data}]`, b.label);
  return labels;
}

const dayOf = (iso: string) => new Date(iso).toDateString();

/**
 * The day a message begins, as a phone's chat shows it between days ("Sunday 6 December"): null when it
 * is the day of the message before it (or the first). The next morning's check-in is not read as today's.
 */
export function newDayBefore(messages: readonly Pick<DevChatMessage, 'at'>[], index: number): string | null {
  const previous = messages[index - 1];
  const message = messages[index];
  if (!previous || !message || dayOf(previous.at) === dayOf(message.at)) return null;
  return new Date(message.at).toLocaleDateString([], { weekday: 'long', day: 'numeric', month: 'long' });
}

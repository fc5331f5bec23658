import { displayText } from '@shared/domain/display-text';

/**
 * "Continue on phone" (spec §2.9, §5, §9): a WhatsApp direct-chat link pre-filled with
 * 'hey this is {name}', and the same link as a QR image (256 px wide, margin 2).
 *
 * 'Generate New Code' — our choice: the first code carries exactly the spec's text. Each new code
 * appends a short random reference ('hey this is Sam · ref K7QF') so the image visibly changes and
 * the chat opened from it can be told apart from an older printed/screenshotted one. The button
 * and the QR always carry the same link. The reference alphabet has no 0/O, 1/I/L look-alikes.
 */

export const DEFAULT_DISPLAY_NAME = 'User';
export const WHATSAPP_CHAT_URL = 'https://wa.me/';
export const QR_OPTIONS = { width: 256, margin: 2 } as const;
export const NO_INPUT_TEXT = 'No input text';

const REF_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REF_LENGTH = 4;

/** The name the greeting uses: the profile's display name, tidied, or 'User'. */
export function greetingName(displayName: string | null | undefined): string {
  return displayText(displayName, 'label') || DEFAULT_DISPLAY_NAME;
}

/** 'hey this is {name}', plus ' · ref {ref}' for a regenerated code. */
export function chatGreeting(displayName: string | null | undefined, ref?: string | null): string {
  const base = `hey this is ${greetingName(displayName)}`;
  return ref ? `${base} · ref ${ref}` : base;
}

/** A WhatsApp link that opens a new chat with `text` typed in. Empty text throws 'No input text' (§5). */
export function whatsappChatLink(text: string): string {
  if (!text.trim()) throw new Error(NO_INPUT_TEXT);
  return `${WHATSAPP_CHAT_URL}?text=${encodeURIComponent(text)}`;
}

/** A short reference such as 'K7QF'; `rand` returns [0, 1). */
export function randomRef(rand: () => number = Math.random, length = REF_LENGTH): string {
  let ref = '';
  for (let i = 0; i < length; i++) {
    const r = rand();
    const unit = Number.isFinite(r) ? Math.min(Math.max(r, 0), 1 - Number.EPSILON) : 0;
    ref += REF_ALPHABET[Math.floor(unit * REF_ALPHABET.length)];
  }
  return ref;
}

export type ChatHandoff = { text: string; link: string; ref: string | null };

/** Everything the 'continue on phone' card shows for one code. */
export function buildChatHandoff(displayName: string | null | undefined, ref: string | null = null): ChatHandoff {
  const text = chatGreeting(displayName, ref);
  return { text, link: whatsappChatLink(text), ref };
}

type ToDataUrl = (text: string, options: typeof QR_OPTIONS) => Promise<string>;

/** The `qrcode` package, loaded only when a code is first drawn (it is most of this screen's weight). */
const qrcodeToDataUrl: ToDataUrl = async (text, options) => {
  const { default: lib } = await import('qrcode');
  return lib.toDataURL(text, { ...options });
};

/** The QR image (a PNG data URL) for `text`. Rejects with 'No input text' when there is nothing to encode. */
export async function renderQrDataUrl(text: string, toDataURL: ToDataUrl = qrcodeToDataUrl): Promise<string> {
  if (!text.trim()) throw new Error(NO_INPUT_TEXT);
  return toDataURL(text, QR_OPTIONS);
}

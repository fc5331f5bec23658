import { displayText } from '@shared/lib/display-text';
import { NO_INPUT_TEXT, QR_MASK_PATTERNS } from '@client/lib/qr-code';

/**
 * "Continue on phone" (spec §2.9, §5, §9): a chat with Maya's WhatsApp number pre-filled with
 * exactly 'hey this is {name}', and the same link as a QR image (256 px wide, margin 2).
 *
 * 'Generate New Code' draws a new code for the same link: the text never changes (the spec fixes
 * it). A QR code can be drawn with any of eight mask patterns, all of which scan to the same link;
 * each new code takes the next one, so the image visibly changes (e.g. after a screenshot of the
 * old one was shared) while the message stays the person's own hello.
 */

export const DEFAULT_DISPLAY_NAME = 'User';

/** The name the greeting uses: the profile's display name, tidied, or 'User'. */
export function greetingName(displayName: string | null | undefined): string {
  return displayText(displayName, 'label') || DEFAULT_DISPLAY_NAME;
}

/** 'hey this is {name}'. */
export const chatGreeting = (displayName: string | null | undefined): string => `hey this is ${greetingName(displayName)}`;

/**
 * A link that opens a chat with `chatLink` (Maya's number, https://wa.me/<digits>) with `text`
 * typed in. Empty text throws 'No input text' (§5).
 */
export function whatsappChatLink(chatLink: string, text: string): string {
  if (!text.trim()) throw new Error(NO_INPUT_TEXT);
  return `${chatLink}?text=${encodeURIComponent(text)}`;
}

/**
 * The mask pattern of the code after `current`. The first code uses pattern 0 rather than the
 * library's pick, so the next one is always a different image.
 */
export const nextMaskPattern = (current: number): number => (current + 1) % QR_MASK_PATTERNS;

export type ChatHandoff = { text: string; link: string };

/** What the 'continue on phone' card shows: the hello and the chat link carrying it. */
export function buildChatHandoff(displayName: string | null | undefined, chatLink: string): ChatHandoff {
  const text = chatGreeting(displayName);
  return { text, link: whatsappChatLink(chatLink, text) };
}

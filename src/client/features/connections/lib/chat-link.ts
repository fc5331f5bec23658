import { displayText } from '@shared/domain/display-text';

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
export const QR_OPTIONS = { width: 256, margin: 2 } as const;
export const NO_INPUT_TEXT = 'No input text';
/** QR mask patterns 0-7 (ISO/IEC 18004): different images, the same content. */
export const QR_MASK_PATTERNS = 8;

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

type MaskPattern = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7;
type QrOptions = typeof QR_OPTIONS & { maskPattern?: MaskPattern };
type ToDataUrl = (text: string, options: QrOptions) => Promise<string>;

/** The `qrcode` package, loaded only when a code is first drawn (it is most of this screen's weight). */
const qrcodeToDataUrl: ToDataUrl = async (text, options) => {
  const { default: lib } = await import('qrcode');
  return lib.toDataURL(text, { ...options });
};

/** The QR image (a PNG data URL) for `text` with a mask pattern. Rejects with 'No input text' when there is nothing to encode. */
export async function renderQrDataUrl(text: string, maskPattern = 0, toDataURL: ToDataUrl = qrcodeToDataUrl): Promise<string> {
  if (!text.trim()) throw new Error(NO_INPUT_TEXT);
  return toDataURL(text, { ...QR_OPTIONS, maskPattern: (maskPattern % QR_MASK_PATTERNS) as MaskPattern });
}

/** QR images (spec §9: 256 px wide, margin 2), drawn in the browser. */
export const QR_OPTIONS = { width: 256, margin: 2 } as const;
export const NO_INPUT_TEXT = 'No input text';
/** QR mask patterns 0-7 (ISO/IEC 18004): different images, the same content. */
export const QR_MASK_PATTERNS = 8;

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

/** Spec §5: display text is trimmed, whitespace collapsed and cut with an ellipsis; never lowercased. */
export const DISPLAY_TEXT_LIMITS = { heading: 100, body: 1000, caption: 200, label: 50 } as const;
export type DisplayTextKind = keyof typeof DISPLAY_TEXT_LIMITS;

const ELLIPSIS = '…';

/** Normalised text no longer than the kind's limit (counted in characters, never splitting an emoji). */
export function displayText(input: unknown, kind: DisplayTextKind = 'body'): string {
  if (typeof input !== 'string') return '';
  const collapsed = input.replace(/\s+/g, ' ').trim();
  const chars = Array.from(collapsed);
  const limit = DISPLAY_TEXT_LIMITS[kind];
  if (chars.length <= limit) return collapsed;
  return (
    chars
      .slice(0, limit - 1)
      .join('')
      .trimEnd() + ELLIPSIS
  );
}

/** A RegExp from source written in pieces, so that no line runs past the page. */
export const rx = (...pieces: string[]) => new RegExp(pieces.join(''));

/**
 * An alternation from one list of space-separated pieces of regex source, "_" standing for a space inside
 * one: words('gift_cards? itunes') → '(?:gift cards?|itunes)'. Lists may run over several lines.
 */
export const words = (...lists: string[]) =>
  `(?:${lists
    .join(' ')
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/_/g, ' '))
    .join('|')})`;

/** True when any pattern matches any of the texts. */
export const anyMatch = (patterns: readonly RegExp[], texts: readonly string[]) => patterns.some((p) => texts.some((t) => p.test(t)));

/**
 * Shared interests, counted one way everywhere: the match card on /connections lists them and the
 * results' reasons count them, so "4 shared interests" on the card is 4 in the reasons too.
 *
 * Two interests are the same when their normalised forms are equal or one contains the other as
 * whole words ("live music" and "music"; "Board games" and "board game").
 */

/** Lower case, single spaces, no punctuation, a plural "s" dropped from each word ("games" → "game"). */
export function interestKey(interest: string): string {
  return interest
    .toLowerCase()
    .replace(/[^\p{L}\p{N} ]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => (w.length > 3 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w))
    .join(' ');
}

const containsWords = (long: string, short: string) => ` ${long} `.includes(` ${short} `);

export const sameInterest = (a: string, b: string): boolean => {
  const ka = interestKey(a);
  const kb = interestKey(b);
  if (!ka || !kb) return false;
  return ka === kb || containsWords(ka, kb) || containsWords(kb, ka);
};

/** The interests as typed, blanks and repeats (by interestKey) removed, first spelling kept. */
export function uniqueInterests(interests: readonly unknown[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of interests) {
    if (typeof raw !== 'string') continue;
    const text = raw.trim().replace(/\s+/g, ' ');
    const key = interestKey(text);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out;
}

/** The interests of `theirs` that `mine` also has, in `theirs`' order and spelling (the match card's view). */
export function sharedInterests(mine: readonly unknown[], theirs: readonly unknown[]): string[] {
  const own = uniqueInterests(mine);
  return uniqueInterests(theirs).filter((t) => own.some((m) => sameInterest(m, t)));
}

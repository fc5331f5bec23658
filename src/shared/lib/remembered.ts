/**
 * A pure function of one string, remembered: the offline week reads the same messages and phrase-bank lines
 * again on every window (its writer keeps no state between calls), and its verdicts read the same transcript
 * several times. NOTE: only for pure functions whose value is never modified by a caller (it is shared); the
 * memory is bounded and forgotten whole when full, so a long-running process never grows without end.
 */
export function remembered<T>(f: (text: string) => T, max = 20_000): (text: string) => T {
  const seen = new Map<string, T>();
  return (text) => {
    let value = seen.get(text);
    if (value === undefined) {
      if (seen.size >= max) seen.clear();
      value = f(text);
      seen.set(text, value);
    }
    return value;
  };
}

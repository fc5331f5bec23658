/**
 * A string stand-in that counts how many characters a scanner reads: a deterministic measure of
 * linear time that a busy CI machine cannot skew (unlike a stopwatch).
 */
export function countingText(text: string): { text: string; reads: () => number } {
  let reads = 0;
  const counted = {
    length: text.length,
    charCodeAt: (i: number) => {
      reads++;
      return text.charCodeAt(i);
    },
    codePointAt: (i: number) => {
      reads++;
      return text.codePointAt(i);
    },
    // NOTE: whole-text calls cost their length in reads, so a scanner cannot hide a rescan in them.
    includes: (s: string) => {
      reads += text.length;
      return text.includes(s);
    },
    slice: (start?: number, end?: number) => {
      const part = text.slice(start, end);
      reads += part.length;
      return part;
    },
  };
  return { text: counted as unknown as string, reads: () => reads };
}

/**
 * Finds e-mail addresses and phone numbers in time linear in the text's length, whatever it holds.
 * NOTE: the equivalent regexes (kept as the oracle in scrub-pii.test.ts) backtrack quadratically:
 * on a run like 'aaaa…' or '1 1 1 …' they retry every start position and read to the end of the run
 * each time; a 60 KB persona froze the server for 100 s. These scanners read each character a
 * bounded number of times, through a per-character class table, so keep them free of regexes that
 * run over the text.
 */
export type Span = readonly [start: number, end: number];

const KNOWN = 0x80;
const LETTER = 1; // \p{L}
const NUMBER = 2; // \p{N}
const DIGIT = 4; // [0-9]
const LOCAL_SYMBOL = 8; // ._%+- (an address's local part also takes letters and numbers)
const SEPARATOR = 16; // [\s().-] between a phone number's digits
const HYPHEN_BIT = 32; // the one symbol a domain label takes

const LOCAL = LETTER | NUMBER | LOCAL_SYMBOL;
const LABEL = LETTER | NUMBER | HYPHEN_BIT;
const PHONE = DIGIT | SEPARATOR;

function classOf(char: string): number {
  let k = KNOWN;
  if (/\p{L}/u.test(char)) k |= LETTER;
  if (/\p{N}/u.test(char)) k |= NUMBER;
  if (/^[0-9]$/.test(char)) k |= DIGIT;
  if ('._%+-'.includes(char)) k |= LOCAL_SYMBOL;
  if (/^[\s().-]$/u.test(char)) k |= SEPARATOR;
  if (char === '-') k |= HYPHEN_BIT;
  return k;
}

/** Classes of the 65,536 UTF-16 code units, filled on first sight (ASCII up front). */
const UNITS = new Uint8Array(0x10000);
for (let c = 0; c < 128; c++) UNITS[c] = classOf(String.fromCharCode(c));
/** Classes of characters outside the BMP (surrogate pairs), filled on first sight. */
const ASTRAL = new Map<number, number>();

const isHigh = (c: number) => (c & 0xfc00) === 0xd800;
const isLow = (c: number) => (c & 0xfc00) === 0xdc00;

function unitClass(c: number): number {
  const k = UNITS[c]!;
  if (k) return k;
  return (UNITS[c] = classOf(String.fromCharCode(c)));
}

function astralClass(cp: number): number {
  let k = ASTRAL.get(cp);
  if (k === undefined) ASTRAL.set(cp, (k = classOf(String.fromCodePoint(cp))));
  return k;
}

/** Class of the character starting at i (0 past the end), and its length in code units. */
function classAt(text: string, i: number): number {
  if (i >= text.length) return 0;
  const c = text.charCodeAt(i);
  if (c < 128) return UNITS[c]!;
  if (isHigh(c) && isLow(text.charCodeAt(i + 1))) return astralClass(text.codePointAt(i)!);
  return unitClass(c);
}
const lengthAt = (text: string, i: number) => (isHigh(text.charCodeAt(i)) && isLow(text.charCodeAt(i + 1)) ? 2 : 1);

/** Class of the character ending just before i (0 at the start). */
function classBefore(text: string, i: number): number {
  if (i <= 0) return 0;
  const c = text.charCodeAt(i - 1);
  if (c < 128) return UNITS[c]!;
  if (isLow(c) && i >= 2 && isHigh(text.charCodeAt(i - 2))) return astralClass(text.codePointAt(i - 2)!);
  return unitClass(c);
}

const AT = 64;
const DOT = 46;

/** Where the last domainEnd call stopped reading: everything before it was label characters and dots. */
let domainScanEnd = 0;

/**
 * End of the domain starting at `from`: labels joined by single dots, ending after the leading
 * letters of the last label (not the first) that starts with two (`[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)*\.\p{L}{2,}`),
 * or -1. Reads only up to the first character that cannot be in a domain.
 */
function domainEnd(text: string, from: number): number {
  let end = -1;
  let i = from;
  for (let label = 0; ; label++) {
    const start = i;
    let letters = 0;
    let lettersEnd = i;
    for (;;) {
      const c = text.charCodeAt(i);
      const k = c < 128 ? UNITS[c]! : classAt(text, i);
      if (!(k & LABEL)) break;
      const n = c < 128 ? 1 : lengthAt(text, i);
      if (k & LETTER && lettersEnd === i) {
        letters++;
        lettersEnd = i + n;
      }
      i += n;
    }
    domainScanEnd = i;
    if (i === start) return end;
    if (label > 0 && letters >= 2) end = lettersEnd;
    if (text.charCodeAt(i) !== DOT) return end;
    i++;
  }
}

/** Spans of e-mail addresses, left to right, never overlapping (as a global regex replace finds them). */
export function findEmails(text: string): Span[] {
  const spans: Span[] = [];
  if (!text.includes('@')) return spans;
  const length = text.length;
  // The current run of local-part characters starts here; it cannot reach back past an '@' or an address.
  let localStart = 0;
  for (let i = 0; i < length;) {
    const c = text.charCodeAt(i);
    if (c === AT) {
      domainScanEnd = i + 1;
      const end = i > localStart ? domainEnd(text, i + 1) : -1;
      if (end === -1) {
        // What the domain scan read is all local-part characters: the next local part runs through it.
        localStart = i + 1;
        i = domainScanEnd;
      } else {
        spans.push([localStart, end]);
        i = localStart = end;
      }
    } else if (c < 128) {
      if (UNITS[c]! & LOCAL) i++;
      else i = localStart = i + 1;
    } else if (classAt(text, i) & LOCAL) {
      i += lengthAt(text, i);
    } else {
      i = localStart = i + 1;
    }
  }
  return spans;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Where a phone number in the run of phone characters [first, runEnd) ends: after its last digit
 * that no letter or number follows (the old regex's greedy `\d(?![\p{L}\p{N}])`), or -1.
 */
function phoneEnd(text: string, first: number, runEnd: number): number {
  let j = runEnd - 1;
  if (UNITS[text.charCodeAt(j)]! & DIGIT) {
    if (!(classAt(text, runEnd) & (LETTER | NUMBER))) return runEnd;
    while (j >= first && UNITS[text.charCodeAt(j)]! & DIGIT) j--;
    if (j < first) return -1;
  }
  while (!(UNITS[text.charCodeAt(j)]! & DIGIT)) j--;
  return j + 1;
}

/**
 * Spans of phone numbers: 7 or more digits with +, spaces, dots, dashes or brackets between them
 * (`\+?\(?\d[\d\s().-]{5,}\d`), not touching a letter or number, and not an ISO date. Up to 15
 * digits (E.164); a longer run counts only when it has separators, e.g. two numbers in a row — a
 * long unbroken run is an ID, not a phone number.
 */
export function findPhones(text: string): Span[] {
  const spans: Span[] = [];
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c < 48 || c > 57 || classBefore(text, i) & (LETTER | NUMBER)) continue;
    const first = i;
    let digits = 0;
    for (; i < length; i++) {
      const u = text.charCodeAt(i);
      const k = u < 128 ? UNITS[u]! : unitClass(u);
      if (!(k & PHONE)) break;
      if (k & DIGIT) digits++;
    }
    // Every later start inside this run would need an end beyond phoneEnd: there is none, so skip it.
    const end = phoneEnd(text, first, i);
    if (end - first < 7) continue;
    for (let j = end; j < i; j++) if (UNITS[text.charCodeAt(j)]! & DIGIT) digits--;
    if (digits < 7 || (digits > 15 && digits === end - first)) continue;
    let start = first;
    if (text.charCodeAt(start - 1) === 40 && !(classBefore(text, start - 1) & (LETTER | NUMBER))) start--; // (
    if (text.charCodeAt(start - 1) === 43 && !(classBefore(text, start - 1) & (LETTER | NUMBER))) start--; // +
    if (end - start === 10 && ISO_DATE.test(text.slice(start, end))) continue;
    spans.push([start, end]);
  }
  return spans;
}

/** `text` with each span replaced by `placeholder`. */
export function replaceSpans(text: string, spans: readonly Span[], placeholder: string): string {
  if (spans.length === 0) return text;
  const parts: string[] = [];
  let at = 0;
  for (const [start, end] of spans) {
    parts.push(text.slice(at, start), placeholder);
    at = end;
  }
  parts.push(text.slice(at));
  return parts.join('');
}

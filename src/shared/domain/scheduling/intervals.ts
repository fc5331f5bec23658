// Interval arithmetic on instants. Outside this folder an interval is two ISO 8601 UTC strings, so
// it can be stored as JSON between one person's reply and the other's and read back unchanged.

/** A stretch of time in UTC, end exclusive, e.g. { start: '2026-12-03T18:00:00.000Z', end: … }. */
export interface Interval {
  start: string;
  end: string;
}

/** The same in epoch milliseconds, for arithmetic. */
export interface Span {
  start: number;
  end: number;
}

export const toSpan = (i: Interval): Span => ({ start: Date.parse(i.start), end: Date.parse(i.end) });
export const toInterval = (s: Span): Interval => ({ start: new Date(s.start).toISOString(), end: new Date(s.end).toISOString() });

/** Sorted, with touching or overlapping spans joined. */
export function mergeSpans(spans: Span[]): Span[] {
  const sorted = spans.filter((s) => s.end > s.start).sort((a, b) => a.start - b.start || a.end - b.end);
  const out: Span[] = [];
  for (const s of sorted) {
    const last = out[out.length - 1];
    if (last && s.start <= last.end) last.end = Math.max(last.end, s.end);
    else out.push({ ...s });
  }
  return out;
}

/** What is left of `free` once `busy` is taken out. */
export function subtractSpans(free: Span[], busy: Span[]): Span[] {
  let out = mergeSpans(free);
  for (const b of mergeSpans(busy)) {
    out = out.flatMap((s) => {
      if (b.end <= s.start || b.start >= s.end) return [s];
      return [
        { start: s.start, end: b.start },
        { start: b.end, end: s.end },
      ].filter((p) => p.end > p.start);
    });
  }
  return out;
}

/** Where both are free. */
export function intersectSpans(a: Span[], b: Span[]): Span[] {
  const x = mergeSpans(a);
  const y = mergeSpans(b);
  const out: Span[] = [];
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    const p = x[i] as Span;
    const q = y[j] as Span;
    const start = Math.max(p.start, q.start);
    const end = Math.min(p.end, q.end);
    if (end > start) out.push({ start, end });
    if (p.end < q.end) i++;
    else j++;
  }
  return out;
}

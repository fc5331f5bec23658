/**
 * A reason in the results' list says whether it speaks for or against the match: `{ tone, text }`
 * (the API's reasonSchema is built on it); the results card draws ✓ or ✗ from the tone.
 */
export const REASON_TONES = ['positive', 'negative', 'neutral'] as const;
export type Reason = { tone: (typeof REASON_TONES)[number]; text: string };

export const REASON_MARKS = { positive: '✓', negative: '✗' } as const;

/** A reason as one line of text ("✓ …", "✗ …", neutral unmarked): the `reasoning` column keeps this format. */
export const markReason = ({ tone, text }: Reason): string => (tone === 'neutral' ? text : `${REASON_MARKS[tone]} ${text}`);

/**
 * A line of markReason read back. NOTE: only for runs finished before reasons were typed, whose
 * stored `final.why` is still marked strings (routes/api/simulation/run-routes.ts replays them).
 */
export function readReason(why: string): Reason {
  const text = why.trim();
  for (const tone of ['positive', 'negative'] as const) {
    const mark = REASON_MARKS[tone];
    if (text.startsWith(mark)) return { tone, text: text.slice(mark.length).trim() };
  }
  return { tone: 'neutral', text };
}

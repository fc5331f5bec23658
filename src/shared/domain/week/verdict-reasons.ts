/**
 * A reason in the results' list says whether it speaks for or against the match. The tone travels
 * inside the text ("✓ …", "✗ …") so the stored `why: string[]` keeps its shape; a reason without a
 * mark (older results, a model's prose) is neutral.
 */
export type ReasonTone = 'positive' | 'negative' | 'neutral';

export const REASON_MARKS = { positive: '✓', negative: '✗' } as const;

export interface Reason {
  tone: ReasonTone;
  text: string;
}

export const markReason = ({ tone, text }: Reason): string => (tone === 'neutral' ? text : `${REASON_MARKS[tone]} ${text}`);

export function readReason(why: string): Reason {
  const text = why.trim();
  for (const tone of ['positive', 'negative'] as const) {
    const mark = REASON_MARKS[tone];
    if (text.startsWith(mark)) return { tone, text: text.slice(mark.length).trim() };
  }
  return { tone: 'neutral', text };
}

import { DECISIONS, type Decision } from '@shared/domain/matching/persona';
import { displayText } from '@shared/lib/display-text';
import { formatDecision } from '@client/lib/format-decision';
import type { Reason } from '@shared/domain/week/verdict-reasons';

/** The results card's words for each decision (spec §2.12: YES, NO or MAYBE; default MAYBE). */
export const DECISION_COPY: Record<Decision, { headline: string; blurb: (match: string) => string }> = {
  YES: { headline: 'Worth meeting', blurb: (match) => `After a week of talking, your persona and ${match} would like to meet.` },
  NO: { headline: 'Not quite a match', blurb: (match) => `A pleasant week with ${match}, but the spark and the fit weren’t there.` },
  MAYBE: {
    headline: 'Could go either way',
    blurb: (match) => `Some real sparks with ${match}, some open questions. A first date would tell.`,
  },
};

/** Any decision text as one of YES / NO / MAYBE (anything else is the default MAYBE). */
export function toDecision(value: string | null | undefined): Decision {
  const normalised = formatDecision(String(value ?? ''))
    .trim()
    .toUpperCase();
  return (DECISIONS as readonly string[]).includes(normalised) ? (normalised as Decision) : 'MAYBE';
}

/** 0..1 as a whole percent, clamped: 0.823 → 82. */
export function toPercent(fraction: number): number {
  if (!Number.isFinite(fraction)) return 0;
  return Math.round(Math.min(1, Math.max(0, fraction)) * 100);
}

/** The reasons as the card lists them (it draws ✓ for positive, ✗ for negative): shown as captions, empty ones left out. */
export function reasonsView(why: readonly Reason[]): Reason[] {
  return why.map((r) => ({ tone: r.tone, text: displayText(r.text, 'caption') })).filter((r) => r.text.length > 0);
}

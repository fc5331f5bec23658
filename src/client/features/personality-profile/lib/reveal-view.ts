import { certaintyOf, type Certainty } from '@shared/domain/assessment/follow-up/certainty';
import { traitSentence } from '@shared/domain/assessment/trait-sentences';
import { displayText } from '@shared/lib/display-text';
import { TRAITS, TRAIT_LABELS, normalizeHexaco, type Trait } from '@shared/domain/assessment/hexaco';

/** `certainty`: how sure Maya is of the score (issue 33), from the stored evidence; null for a profile stored without it. */
export type TraitCard = { trait: Trait; label: string; score: number; sentence: string | null; certainty: Certainty | null };

/**
 * The six trait cards in display order (spec §2.8): any missing or invalid score counts as 0.5 (§5),
 * and the sentence is present only at ≥ 0.7 or ≤ 0.3 (§9), null in between, and only when the
 * trait's evidence (if stored) makes its direction likely enough (trait-sentences.ts).
 */
export function traitCards(scores: unknown, evidence?: Partial<Record<Trait, number>> | null): TraitCard[] {
  const normalized = normalizeHexaco(scores);
  return TRAITS.map((trait) => ({
    trait,
    label: TRAIT_LABELS[trait],
    score: normalized[trait],
    sentence: traitSentence(trait, normalized[trait], evidence?.[trait]),
    certainty: typeof evidence?.[trait] === 'number' ? certaintyOf(evidence[trait]) : null,
  }));
}

export const LIFESTYLE_FALLBACK = 'Your lifestyle insights are still being analyzed — check back soon.';

/** Lifestyle insight lines as display text (§5, body): blanks and repeats dropped; empty → show the fallback. */
export function lifestyleLines(insights: unknown): string[] {
  if (!Array.isArray(insights)) return [];
  const lines = insights.map((line) => displayText(line, 'body')).filter((line) => line !== '');
  return [...new Set(lines)];
}

import { certaintyOf } from '@shared/domain/assessment/follow-up/certainty';
import { FOLLOW_UP_CHOICES } from '@shared/domain/assessment/follow-up/item-bank';
import { TRAITS, TRAIT_LABELS, type Trait } from '@shared/domain/assessment/hexaco';
import type { FollowUp, FollowUpItem } from './follow-up-types';

/** A statement as the server sends it: 'Statement n', the five labelled choices. */
export const statement = (position: number): FollowUpItem => ({
  id: `statement-${position}`,
  text: `Statement ${position} about you.`,
  choices: [...FOLLOW_UP_CHOICES],
  position,
});

const LOW: Record<Trait, number> = {
  honesty_humility: 0.82,
  emotionality: 0.41,
  extraversion: 0.66,
  agreeableness: 0.7,
  conscientiousness: 0.85,
  openness: 0.52,
};

/** A follow-up as GET and POST answer it; by default the offer, before any answer. */
export function followUp(overrides: Partial<FollowUp> = {}, evidence: Record<Trait, number> = LOW): FollowUp {
  const traits = TRAITS.map((trait) => ({
    trait,
    label: TRAIT_LABELS[trait],
    evidence: evidence[trait],
    certainty: certaintyOf(evidence[trait]),
  }));
  const answered = overrides.answered ?? 0;
  return {
    status: answered > 0 ? 'in_progress' : 'offered',
    answered,
    limit: 24,
    target: 0.8,
    traits,
    least_sure: [...traits]
      .sort((a, b) => a.evidence - b.evidence)
      .slice(0, 2)
      .map((t) => t.trait),
    next: statement(answered + 1),
    stop: null,
    ...overrides,
  };
}

/** Every trait at 0.9: what a follow-up that reached its target leaves. */
export const SURE_OF_ALL = Object.fromEntries(TRAITS.map((t) => [t, 0.9])) as Record<Trait, number>;

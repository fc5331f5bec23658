import { TRAIT_LABELS, TRAITS, type Trait } from '../hexaco';
import { round3 } from '../score-math';
import { itemsOf, statementItemsOf, type FollowUpAnswer } from '../scoring';
import { resolveResponses, type AssessmentResponse } from '../trait-evidence';
import { certaintyOf, leastSureTraits, type Certainty } from './certainty';
import { FOLLOW_UP_CHOICES } from './item-bank';
import { FOLLOW_UP_LIMIT, planFollowUp, TARGET_EVIDENCE, type FollowUpStop } from './next-item';

export const FOLLOW_UP_STATUSES = ['offered', 'in_progress', 'done'] as const;
export const FOLLOW_UP_STOPS = ['target', 'limit', 'bank', 'stopped'] as const;

/** Where a person's follow-up stands ("Sharpen your profile", issue 33): what GET /api/profile/follow-up answers. */
export interface FollowUpState {
  status: (typeof FOLLOW_UP_STATUSES)[number];
  answered: number;
  limit: number;
  target: number;
  traits: { trait: Trait; label: string; evidence: number; certainty: Certainty }[];
  /** The two traits Maya is least sure of, or none once every trait has reached the target. */
  least_sure: Trait[];
  /** The statement to answer now (position 1 is the first of the sitting), or null once done. */
  next: { id: string; text: string; choices: string[]; position: number } | null;
  stop: FollowUpStop | 'stopped' | null;
}

export interface FollowUpInput {
  /** The sitting's scene responses. */
  responses: readonly AssessmentResponse[];
  /** The sitting's follow-up answers, in the order they were given. */
  answers: readonly FollowUpAnswer[];
  /** The person ended the follow-up themselves. */
  stopped: boolean;
}

/**
 * The follow-up of one sitting: the evidence per trait of everything answered so far (scenes, probes
 * and statements, the one model scoring uses) and the next statement by planFollowUp. A stop rule
 * that was met (target, limit, bank) is reported as such; otherwise a person who stopped is done too.
 */
export function followUpStateOf({ responses, answers, stopped }: FollowUpInput): FollowUpState {
  const items = [...itemsOf(resolveResponses(responses)).items, ...statementItemsOf(answers)];
  const plan = planFollowUp(items, new Set(answers.map((a) => a.item_id)));
  const byTrait = (round: (x: number) => number) =>
    Object.fromEntries(TRAITS.map((t, i) => [t, round(plan.evidence[i]!)])) as Record<Trait, number>;
  // NOTE: the stop rule reads the evidence unrounded, so the least sure traits do too; the screens see it rounded.
  const evidence = byTrait(round3);
  const stop = plan.stop ?? (stopped ? 'stopped' : null);
  const next = stop ? null : plan.next;
  return {
    status: stop ? 'done' : answers.length > 0 ? 'in_progress' : 'offered',
    answered: answers.length,
    limit: FOLLOW_UP_LIMIT,
    target: TARGET_EVIDENCE,
    traits: TRAITS.map((trait) => ({
      trait,
      label: TRAIT_LABELS[trait],
      evidence: evidence[trait],
      certainty: certaintyOf(evidence[trait]),
    })),
    least_sure: leastSureTraits(
      byTrait((x) => x),
      TARGET_EVIDENCE,
    ),
    next: next && { id: next.id, text: next.text, choices: [...FOLLOW_UP_CHOICES], position: answers.length + 1 },
    stop,
  };
}

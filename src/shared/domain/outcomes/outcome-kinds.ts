/**
 * What people do with Maya's introductions, as the learned ranker reads it (issue 41 item 1, ADR 051):
 * one outcome per person, pair and kind (and date, for a date's answers), saved once.
 */
export const OUTCOME_KINDS = ['approve', 'pass', 'talked', 'date_planned', 'met', 'rating', 'again'] as const;
export type OutcomeKind = (typeof OUTCOME_KINDS)[number];

/** Where the person said it: on /done (web) or in their messaging app (chat). */
export const OUTCOME_SOURCES = ['web', 'chat'] as const;
export type OutcomeSource = (typeof OUTCOME_SOURCES)[number];

/** The optional one-tap reason after a Pass, with the words both surfaces show. */
export const PASS_REASONS = ['not_my_type', 'too_far', 'not_looking', 'not_now'] as const;
export type PassReason = (typeof PASS_REASONS)[number];
export const PASS_REASON_LABELS: Record<PassReason, string> = {
  not_my_type: 'Not my type',
  too_far: 'Too far',
  not_looking: 'Not looking for this',
  not_now: 'Not now',
};

/** "Would you like to see them again?" */
export const AGAIN_ANSWERS = ['yes', 'maybe', 'no'] as const;
export type AgainAnswer = (typeof AGAIN_ANSWERS)[number];

export const RATING_MIN = 1;
export const RATING_MAX = 5;

import { ApiError, isNetworkError } from '@client/lib/api-client';
import { TRAIT_LABELS, type Trait } from '@shared/domain/assessment/hexaco';
import type { FollowUp, FollowUpStopReason } from './follow-up-types';

/** A statement takes about ten seconds to read and answer (issue 33). */
const SECONDS_A_STATEMENT = 10;

/** 'A', 'A and B', 'A, B and C'. */
export const joinLabels = (labels: readonly string[]) =>
  labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;

/** Which traits Maya is least sure of, by label; null when the server names none. */
export function leastSureLine(leastSure: readonly Trait[]): string | null {
  if (leastSure.length === 0) return null;
  return `Maya is least sure about your ${joinLabels(leastSure.map((trait) => TRAIT_LABELS[trait]))}.`;
}

/** What a few more answers cost and change, from what is left of the follow-up. */
export function effortLine({ answered, limit }: Pick<FollowUp, 'answered' | 'limit'>): string {
  const left = Math.max(0, limit - answered);
  const minutes = Math.max(1, Math.round((left * SECONDS_A_STATEMENT) / 60));
  const questions = `up to ${left}${answered > 0 ? ' more' : ''} quick ${left === 1 ? 'question' : 'questions'}`;
  return `Answer ${questions} (about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}) and your matches get more accurate.`;
}

export const startLabel = (status: FollowUp['status']) => (status === 'in_progress' ? 'Continue where you left off' : 'Sharpen my profile');

/** 'Question 3 of up to 12': the follow-up may stop sooner, once Maya is sure enough. */
export const progressLine = (position: number, limit: number) => `Question ${position} of up to ${limit}`;

export const STOP_LINES: Record<FollowUpStopReason, string> = {
  target: 'Maya is now sure enough of all six traits, so that was the last one.',
  limit: 'That was the last question for now. Thank you for every answer.',
  bank: "That's every statement Maya has for now. Thank you.",
  stopped: 'You stopped here, and every answer you gave counts.',
};

/** An answer or a stop that failed, in words. */
export function failureLine(error: unknown): string {
  if (isNetworkError(error)) return "We couldn't reach Maya. Your earlier answers are safe; check your connection and try again.";
  if (error instanceof ApiError && error.status === 409) return 'This moved on elsewhere, so here is where you are now.';
  return "That didn't save. Please try again.";
}

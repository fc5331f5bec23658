// The morning-after check-in (issue 41 item 1): "Did you meet?" → "How was it?" (1-5) → "Would you
// like to see them again?". Pure: the store reads what is saved, these rules say what an answer adds.
import type { AgainAnswer } from './outcome-kinds';

export type CheckInQuestion = 'met' | 'rating' | 'again';

/** Answers to a check-in; any of them may be missing (not yet given, or not in this message). */
export type CheckInAnswers = { met?: boolean; rating?: number; again?: AgainAnswer };

/** The question still to ask, or null when the check-in is complete (all answered, or they did not meet). */
export function nextQuestion(saved: CheckInAnswers): CheckInQuestion | null {
  if (saved.met === undefined) return 'met';
  if (!saved.met) return null;
  if (saved.rating === undefined) return 'rating';
  if (saved.again === undefined) return 'again';
  return null;
}

/**
 * What `given` adds to `saved`: only answers not saved yet (a repeated or changed answer adds
 * nothing: each is saved once). A rating or an "again" says they met, so it answers "Did you meet?"
 * too when that is still open; after "we didn't meet" nothing more is taken.
 */
export function newAnswers(saved: CheckInAnswers, given: CheckInAnswers): CheckInAnswers {
  const added: CheckInAnswers = {};
  const saysTheyMet = given.rating !== undefined || given.again !== undefined;
  if (saved.met === undefined && given.met !== undefined) added.met = given.met;
  else if (saved.met === undefined && saysTheyMet) added.met = true;
  const met = saved.met ?? added.met;
  if (met !== true) return added;
  if (saved.rating === undefined && given.rating !== undefined) added.rating = given.rating;
  if (saved.again === undefined && given.again !== undefined) added.again = given.again;
  return added;
}

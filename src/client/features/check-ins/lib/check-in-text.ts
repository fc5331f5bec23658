import type { AgainAnswer } from '@shared/domain/outcomes/outcome-kinds';
import type { CheckIn } from '@shared/schemas/check-ins';

/** The check-in's words on /done (the chat asks the same questions, server-side). */
export const CHECK_IN_TEXT = {
  title: 'How did your dates go?',
  private: 'Only Maya sees your answers.',
  thanks: 'Thank you. Only Maya sees your answers; they help her find people you’ll like.',
  failed: 'That did not go through. Please try again.',
} as const;

export const AGAIN_LABELS: Record<AgainAnswer, string> = { yes: 'Yes', maybe: 'Maybe', no: 'No' };

const dayFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'short', day: 'numeric' });

/** "Your date with Ana on Saturday, Dec 5". */
export const dateLine = (c: Pick<CheckIn, 'firstName' | 'dateStart'>) =>
  `Your date with ${c.firstName} on ${dayFormat.format(new Date(c.dateStart))}`;

/** The open question, in words. */
export function questionLine(c: Pick<CheckIn, 'firstName' | 'next'>): string | null {
  if (c.next === 'met') return 'Did you meet?';
  if (c.next === 'rating') return 'How was it? 1 (not good) to 5 (wonderful)';
  if (c.next === 'again') return `Would you like to see ${c.firstName} again?`;
  return null;
}

/**
 * Check-ins /done shows: open ones first (they wait on the person), then those answered (a
 * thank-you), each newest date first as listed; closed ones are gone.
 */
export const shownCheckIns = (list: CheckIn[]) => [
  ...list.filter((c) => c.status === 'pending'),
  ...list.filter((c) => c.status === 'answered'),
];

/** How many check-ins show before "Show N more": the home's Introductions stays within two phone screens. */
export const CHECK_INS_SHOWN_FIRST = 1;

/** The id of a check-in's date line: "Show N more" moves focus to the first one it brought in. */
export const checkInLineId = (id: string) => `check-in-${id}`;

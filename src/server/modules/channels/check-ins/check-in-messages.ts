import { checkInData } from '@shared/domain/outcomes/check-in-buttons';
import type { CheckInAnswers, CheckInQuestion } from '@shared/domain/outcomes/check-in-flow';
import type { CheckIn } from '@shared/schemas/check-ins';
import type { Notice } from '../notice';

/** Keys of the check-in's messages: `check-in:<id>:<question>` (the text handler reads the question back), `…:done`. */
export const CHECK_IN_KEY = 'check-in:';
export const checkInKey = (checkInId: string, step: CheckInQuestion | 'done') => `${CHECK_IN_KEY}${checkInId}:${step}`;

/** The question the latest message of Maya's asks, when it is a check-in's: `check-in:<id>:<question>[:<update>]`. */
export function askedIn(dedupeKey: string | null): { checkInId: string; asked: CheckInQuestion } | null {
  const m = /^check-in:([0-9a-f-]{36}):(met|rating|again)(?::.+)?$/.exec(dedupeKey ?? '');
  return m ? { checkInId: m[1]!, asked: m[2] as CheckInQuestion } : null;
}

const PRIVATE = (name: string) => `${name} never sees your answers.`;

function question(checkIn: CheckIn, next: CheckInQuestion, first: boolean, repeated = false): Omit<Notice, 'dedupeKey'> {
  const { id, firstName: name } = checkIn;
  if (next === 'met')
    return {
      text: `${first ? 'Good morning! ' : ''}A quick check-in about your date with ${name}: did you meet? (${PRIVATE(name)})`,
      buttons: [
        [
          { label: 'Yes, we met', data: checkInData(id, { met: true }) },
          { label: "No, we didn't", data: checkInData(id, { met: false }) },
        ],
      ],
    };
  if (next === 'rating')
    return {
      text:
        `${first ? `Good morning! About your date with ${name}: ` : 'Glad you met! '}How was it? ` +
        'Tap 1 (not good) to 5 (wonderful), or tell me in a few words.',
      buttons: [[1, 2, 3, 4, 5].map((rating) => ({ label: String(rating), data: checkInData(id, { rating }) }))],
    };
  // NOTE: not "Thank you." here: the thanks closes the check-in, and said after the rating too it read as a double reply.
  return {
    text: `${first || repeated ? '' : 'Got it. '}Would you like to see ${name} again?`,
    buttons: [
      [
        { label: 'Yes', data: checkInData(id, { again: 'yes' }) },
        { label: 'Maybe', data: checkInData(id, { again: 'maybe' }) },
        { label: 'No', data: checkInData(id, { again: 'no' }) },
      ],
    ],
  };
}

/** The check-in's first question, the morning after (keyed by check-in and question: queued once). */
export const firstQuestion = (checkIn: CheckIn): Notice | null =>
  checkIn.next ? { ...question(checkIn, checkIn.next, true), dedupeKey: checkInKey(checkIn.id, checkIn.next) } : null;

const UNCHANGED = 'You already told me that. Nothing changed.';

/**
 * An answer that changed nothing (a repeated tap): said so, with the open question again, keyed by
 * the update (a question still, so a "yes" after it answers it); once complete, just so.
 */
export function unchanged(checkIn: CheckIn, updateKey: string): Notice {
  if (!checkIn.next) return { text: UNCHANGED, dedupeKey: `${checkInKey(checkIn.id, 'done')}:${updateKey}` };
  const again = question(checkIn, checkIn.next, false, true);
  return { ...again, text: `${UNCHANGED} ${again.text}`, dedupeKey: `${checkInKey(checkIn.id, checkIn.next)}:${updateKey}` };
}

/** What Maya says after an answer: the next question, or thanks once it is complete. */
export function afterAnswer(checkIn: CheckIn, added: CheckInAnswers): Notice | null {
  if (checkIn.next) return { ...question(checkIn, checkIn.next, false), dedupeKey: checkInKey(checkIn.id, checkIn.next) };
  if (checkIn.status !== 'answered' || !Object.keys(added).length) return null;
  const name = checkIn.firstName;
  const text =
    checkIn.answers.met === false
      ? `Thanks for telling me; it stays between us. If you'd still like to meet ${name}, say “schedule a date”.`
      : `Thank you. That stays between us: ${PRIVATE(name)} It helps me find people you'll like.`;
  return { text, dedupeKey: checkInKey(checkIn.id, 'done') };
}

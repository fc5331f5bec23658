import type { Database, Db, Transaction } from '../../../db/client';
import { followUpStateOf, type FollowUpState } from '@shared/domain/assessment/follow-up/follow-up-state';
import type { FollowUpAnswer } from '@shared/domain/assessment/scoring';
import type { AssessmentResponse } from '@shared/domain/assessment/trait-evidence';
import { listResponses } from '../assessment-store';
import { lockProfileOf } from '../profile-lock';
import { scoringResponsesOf } from '../profile-rows';
import { latestSitting, markStopped, saveAnswer, sittingAnswers, type SittingRow } from './follow-up-store';
import { rescoreProfile } from './rescore-profile';

/** A refusal of the follow-up, answered by the error handler as `{ code, message }` with its status. */
export class FollowUpRefusal extends Error {
  constructor(
    readonly statusCode: 404 | 409,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const NO_ASSESSMENT = () =>
  new FollowUpRefusal(404, 'no_assessment', 'Finish the assessment first: the follow-up sharpens the profile it makes.');

/** What the follow-up of a sitting reads: the sitting, its scene responses (as scoring reads them) and its answers. */
interface Sitting {
  row: SittingRow;
  responses: AssessmentResponse[];
  answers: FollowUpAnswer[];
}

async function loadSitting(db: Db, userId: string): Promise<Sitting> {
  const row = await latestSitting(db, userId);
  if (!row) throw NO_ASSESSMENT();
  const responses = scoringResponsesOf(await listResponses(db, row.id));
  return { row, responses, answers: await sittingAnswers(db, row.id) };
}

const stateOf = ({ row, responses, answers }: Sitting, stopped = row.followUpStoppedAt !== null): FollowUpState =>
  followUpStateOf({ responses, answers, stopped });

/** GET /api/profile/follow-up. */
export async function followUpOf(db: Database, userId: string): Promise<FollowUpState> {
  return stateOf(await loadSitting(db, userId));
}

/**
 * Runs `work` on the person's latest sitting under their profile lock (profile-lock.ts), so answers,
 * stops and a retake's completion for one person happen one at a time.
 */
function underProfileLock<T>(db: Database, userId: string, work: (tx: Transaction, sitting: Sitting) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    if (!(await lockProfileOf(tx, userId))) throw NO_ASSESSMENT();
    return work(tx, await loadSitting(tx, userId));
  });
}

/**
 * POST /api/profile/follow-up/answers: saves the answer to the statement asked now, scores the
 * profile again with every answer, and returns the new state. The same answer to a statement already
 * answered is a retry (a double tap) and changes nothing; anything else but the statement asked is 409.
 */
export function answerFollowUp(db: Database, userId: string, answer: FollowUpAnswer): Promise<FollowUpState> {
  return underProfileLock(db, userId, async (tx, sitting) => {
    const earlier = sitting.answers.find((a) => a.item_id === answer.item_id);
    if (earlier?.answer === answer.answer) return stateOf(sitting);
    if (earlier)
      throw new FollowUpRefusal(409, 'already_answered', 'You already answered that statement, and an answer cannot be changed.');
    const state = stateOf(sitting);
    if (!state.next)
      throw new FollowUpRefusal(409, 'follow_up_done', 'This follow-up has ended. Your profile keeps every answer you gave.');
    if (state.next.id !== answer.item_id)
      throw new FollowUpRefusal(409, 'not_current', 'That is not the statement Maya is asking now. Reload to see the current one.');
    await saveAnswer(tx, sitting.row, answer, state.next.position);
    const answered = { ...sitting, answers: [...sitting.answers, answer] };
    await rescoreProfile(tx, sitting.row.userId, answered);
    return stateOf(answered);
  });
}

/** POST /api/profile/follow-up/stop: the person ends the follow-up; one that had already ended keeps its reason. */
export function stopFollowUp(db: Database, userId: string): Promise<FollowUpState> {
  return underProfileLock(db, userId, async (tx, sitting) => {
    const state = stateOf(sitting);
    if (state.status === 'done') return state;
    await markStopped(tx, sitting.row.id);
    return stateOf(sitting, true);
  });
}

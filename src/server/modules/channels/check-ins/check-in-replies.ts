import type { CheckInAnswers } from '@shared/domain/outcomes/check-in-flow';
import type { Channel, InboundResult } from '../transport';
import type { Turn } from '../turn';
import { enqueue } from '../outbox-store';
import type { Notice } from '../notice';
import { afterAnswer, unchanged } from './check-in-messages';
import { answerCheckIn } from './check-in-store';

/**
 * Says `notice` in the chat the person answered in, keyed by the check-in (not by the update): a
 * question is asked once per check-in, however often it is answered, and the text handler reads
 * the latest one back to know what a "yes" answers.
 */
async function sayOnce(turn: Turn, notice: Notice) {
  const { link } = turn;
  await enqueue(turn.deps.db, { userId: link.userId, channel: link.channel as Channel, address: link.address, ...notice }, turn.now);
  turn.deps.kick();
}

/** An answer from the chat (a button or words): saved once, then the next question or thanks. */
export async function answerInChat(turn: Turn, checkInId: string, given: CheckInAnswers): Promise<InboundResult> {
  const result = await answerCheckIn(turn.deps, turn.link.userId, checkInId, given, 'chat', turn.now);
  if (result.kind === 'not_found') {
    await turn.say('This check-in is no longer open.');
    return { callbackText: 'No longer open' };
  }
  if (result.kind === 'expired') {
    await turn.say(`This check-in about your date with ${result.checkIn.firstName} has closed. Thank you all the same.`);
    return { callbackText: 'Closed' };
  }
  const changed = Object.keys(result.added).length > 0;
  const next = changed
    ? afterAnswer(result.checkIn, result.added)
    : unchanged(result.checkIn, `${turn.link.channel}:${turn.event.updateId}`);
  if (next) await sayOnce(turn, next);
  return { callbackText: changed ? 'Noted' : 'Already answered' };
}

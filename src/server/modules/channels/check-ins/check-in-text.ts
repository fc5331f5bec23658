import { and, desc, eq } from 'drizzle-orm';
import { readCheckInAnswer } from '@shared/domain/outcomes/read-check-in-answer';
import { outbox } from '../../../db/schema';
import type { TextHandler } from '../text-handlers';
import type { Turn } from '../turn';
import { askedIn } from './check-in-messages';
import { answerInChat } from './check-in-replies';

/** The latest message Maya queued in this chat, when it is a check-in's question: which one, and what it asked. */
async function openQuestion(turn: Turn) {
  const [latest] = await turn.deps.db
    .select({ key: outbox.dedupeKey })
    .from(outbox)
    .where(
      and(eq(outbox.userId, turn.link.userId), eq(outbox.kind, 'chat'), eq(outbox.channel, turn.link.channel), eq(outbox.direction, 'out')),
    )
    .orderBy(desc(outbox.id))
    .limit(1);
  return askedIn(latest?.key ?? null);
}

/**
 * A check-in answered in words (text handler, order 7: after a report's "what happened?", before
 * dates and the relay), only right after Maya asked (her latest message in this chat is the
 * question) and only when the whole message is an answer (read-check-in-answer.ts). Anything else,
 * "hey Ana, last night was great" included, goes on to the relay or the companion.
 * NOTE: before the relay on purpose: an answer to Maya is never passed on to the other person.
 */
export const checkInTextHandler: TextHandler = async (turn, text) => {
  const open = await openQuestion(turn);
  const answers = open && readCheckInAnswer(text, open.asked);
  if (!open || !answers) return false;
  await answerInChat(turn, open.checkInId, answers);
  return true;
};

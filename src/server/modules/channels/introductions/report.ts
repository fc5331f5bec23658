import { and, desc, eq, gt, isNotNull } from 'drizzle-orm';
import { declinesToSay, reportNote, reportReasonOf } from '@shared/domain/reports/report-reason';
import { memberReports } from '../../../db/schema';
import { reportProposal } from '@server/modules/agents';
import type { TextHandler } from '../text-handlers';
import type { Turn } from '../turn';
import { myName, tellOther } from './relay-actions';
import { endRelay, type MyRelay } from './relay-store';

/** How long Maya's "what happened?" waits for its answer; later, a message is a chat again. */
const ANSWER_WITHIN_MS = 60 * 60 * 1000;

/**
 * REPORT (or the Report button): the report is made and the other blocked at once (safety first),
 * then Maya asks what happened; the next message is the reason. "REPORT <reason>" gives it at once.
 * NOTE: the other side is told only that the chat ended.
 */
export async function reportOther(turn: Turn, relay: MyRelay, name: string, words?: string) {
  const me = await myName(turn, relay);
  const report = { reason: words ? reportReasonOf(words) : ('other' as const), note: reportNote(words), block: true };
  if (!(await reportProposal(turn.deps.db, turn.link.userId, relay.pairId, report, words ? null : turn.now))) {
    await turn.say(`${name} is already blocked. To tell us more, write to us from /done.`);
    return 'Already blocked';
  }
  if (await endRelay(turn.deps.db, relay.pairId, 'reported', turn.now)) await tellOther(turn, relay, me);
  await turn.say(
    words
      ? `Reported, and ${name} is blocked: thank you for telling us. Our team will look at what you wrote.`
      : `Reported, and ${name} is blocked: you won't hear from them again. What happened? Tell me in one message and I'll add it for our team (or say SKIP).`,
  );
  return 'Reported';
}

/** Free text (order 5, before everything else): the answer to "what happened?", stored with the report. */
export const reportReasonHandler: TextHandler = async (turn, text) => {
  const { db } = turn.deps;
  const asked = and(
    eq(memberReports.reporterUserId, turn.link.userId),
    isNotNull(memberReports.noteRequestedAt),
    gt(memberReports.noteRequestedAt, new Date(turn.now.getTime() - ANSWER_WITHIN_MS)),
  );
  const [report] = await db
    .select({ id: memberReports.id })
    .from(memberReports)
    .where(asked)
    .orderBy(desc(memberReports.noteRequestedAt))
    .limit(1);
  if (!report) return false;
  const declined = declinesToSay(text);
  const answer = declined ? {} : { reason: reportReasonOf(text), note: reportNote(text) };
  await db
    .update(memberReports)
    .set({ ...answer, noteRequestedAt: null })
    .where(eq(memberReports.id, report.id));
  await turn.say(
    declined ? 'Okay. Your report stands as it is.' : "Thank you. I've added that to your report, and our team will look at it.",
  );
  return true;
};

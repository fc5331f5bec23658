import { and, desc, eq } from 'drizzle-orm';
import { normalizeCommandText } from '@shared/domain/messenger/chat-commands';
import { datePlans, outbox } from '../../../db/schema';
import { countryOf } from '@server/modules/conversation';
import type { InboundResult } from '../transport';
import type { ButtonHandler, Turn } from '../turn';
import type { TextHandler } from '../text-handlers';
import { nameOfOther } from '../introductions/relay-names';
import { relayOf } from '../introductions/relay-store';
import { OK_AGAIN, OK_ANSWER, askedAbout, helpAnswer, readDateDayButton } from './date-day-messages';
import { answerDateDay } from './date-day-store';
import { sharePlan, sharedPlanUrl } from './shared-plans';

/** A whole message that says all is well ("ok", "OK!", "all good", "I'm fine 👍"). */
const OK_WORDS =
  /^(?:ok|okay|k|kk|ok ok|yes|yep|yeah|fine|good|all good|all fine|all ok|all okay|i'?m (?:ok|okay|fine|good)|we'?re (?:ok|okay|fine|good)|👍)$/;
export const readsAsOk = (text: string) => OK_WORDS.test(normalizeCommandText(text));

/** The plan Maya's latest message in this chat asked "All good?" about, or null. */
async function askedPlan(turn: Turn): Promise<string | null> {
  const [latest] = await turn.deps.db
    .select({ key: outbox.dedupeKey })
    .from(outbox)
    .where(
      and(eq(outbox.kind, 'chat'), eq(outbox.userId, turn.link.userId), eq(outbox.channel, turn.link.channel), eq(outbox.direction, 'out')),
    )
    .orderBy(desc(outbox.id))
    .limit(1);
  return askedAbout(latest?.key ?? null);
}

async function pairOf(turn: Turn, planId: string): Promise<string | null> {
  const [plan] = await turn.deps.db.select({ pairId: datePlans.pairId }).from(datePlans).where(eq(datePlans.id, planId)).limit(1);
  return plan && (await relayOf(turn.deps.db, turn.link.userId, plan.pairId)) ? plan.pairId : null;
}

async function okFrom(turn: Turn, planId: string): Promise<InboundResult> {
  const answered = await answerDateDay(turn.deps.db, turn.link.userId, planId, 'ok', turn.now);
  if (!answered) return { callbackText: 'This button no longer works.' };
  await turn.say(answered.first ? OK_ANSWER : OK_AGAIN);
  return { callbackText: 'Noted' };
}

async function helpFrom(turn: Turn, planId: string): Promise<InboundResult> {
  const pairId = await pairOf(turn, planId);
  if (!pairId) return { callbackText: 'This button no longer works.' };
  await answerDateDay(turn.deps.db, turn.link.userId, planId, 'help', turn.now);
  const name = await nameOfOther(turn.deps.db, turn.link.userId, pairId, turn.now);
  const help = helpAnswer(pairId, name, await countryOf(turn.deps.db, turn.link.userId));
  await turn.say(help.text, { buttons: help.buttons });
  turn.deps.log.info({ planId, userId: turn.link.userId }, 'date-day help asked');
  return { callbackText: 'Help' };
}

async function shareFrom(turn: Turn, planId: string): Promise<InboundResult> {
  const pairId = await pairOf(turn, planId);
  const shared = pairId && (await sharePlan(turn.deps.db, turn.link.userId, planId, turn.now));
  if (!pairId || !shared) {
    await turn.say("That date isn't planned any more, so there's nothing to share.");
    return { callbackText: 'Nothing to share' };
  }
  const name = await nameOfOther(turn.deps.db, turn.link.userId, pairId, turn.now);
  await turn.say(
    `Here's a link for a friend: ${sharedPlanUrl(turn.deps.publicUrl, shared.token)}\n\n` +
      `It shows when you meet, the kind of place and ${name}'s first name, nothing else, and it stops working after the date.`,
  );
  return { callbackText: 'Link ready' };
}

/** 'dd:' buttons: OK and HELP on the date-day questions, and "Share my plan with a friend" on an agreed date. */
export const dateDayButtonHandler: ButtonHandler = async (turn, rest) => {
  const tap = readDateDayButton(rest);
  if (!tap) return { callbackText: 'This button no longer works.' };
  if (tap.action === 'ok') return okFrom(turn, tap.planId);
  if (tap.action === 'help') return helpFrom(turn, tap.planId);
  return shareFrom(turn, tap.planId);
};

/**
 * "OK" in words, only right after Maya asked "All good?" (her latest message in this chat is the question) and only
 * when the whole message says so. NOTE: before the relay, so the answer to Maya never reaches the match.
 */
export const dateDayTextHandler: TextHandler = async (turn, text) => {
  if (!readsAsOk(text)) return false;
  const planId = await askedPlan(turn);
  if (!planId) return false;
  await okFrom(turn, planId);
  return true;
};

/** HELP said right after "All good?": the date-day help (lines, Block, Report) instead of the command list. */
export async function dateDayHelp(turn: Turn): Promise<boolean> {
  const planId = await askedPlan(turn);
  if (!planId) return false;
  await helpFrom(turn, planId);
  return true;
}

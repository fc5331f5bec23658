import { proposalButton, readProposalButton, type ProposalAction } from '@shared/domain/messenger/inapp-buttons';
import { PASS_REASON_LABELS, PASS_REASONS, type PassReason } from '@shared/domain/outcomes/outcome-kinds';
import { proposalMoreText, type MoreAboutProposal } from '@shared/domain/messenger/proposal-text';
import type { ProposalCard } from '@shared/schemas/shortlist';
import { sideOf, proposalFor, shownPair, weekLinesFor } from '@server/modules/agents';
import type { ChatButton } from '../transport';
import type { ButtonHandler, Turn } from '../turn';
import { proposalButtons } from './proposal-cards';
import { decideAndIntroduce } from './introduce';
import { notifyFrom } from './relay-names';

const MORE_LINES = 10;
const GONE = 'This proposal is no longer available.';

/** Tell me more: the rest of the week's opening, and the member's own agent's score and reasons. */
async function more(turn: Turn, card: ProposalCard): Promise<MoreAboutProposal> {
  const pair = await shownPair(turn.deps.db, turn.link.userId, card.id);
  const side = pair ? sideOf(pair, turn.link.userId) : 'low';
  const verdict = (pair ? (side === 'low' ? pair.lowVerdict : pair.highVerdict) : null) as {
    score?: unknown;
    why?: { tone?: unknown; text?: unknown }[];
  } | null;
  const why = Array.isArray(verdict?.why) ? verdict.why : [];
  return {
    weekLines: pair ? weekLinesFor(pair.week, side, card.firstName, MORE_LINES).slice(2) : [],
    score: typeof verdict?.score === 'number' ? verdict.score : null,
    reasons: why
      .filter((r) => typeof r.text === 'string' && r.text.trim())
      .slice(0, 6)
      .map((r) => ({ fits: r.tone === 'strong' || r.tone === 'positive', text: String(r.text).trim() })),
  };
}

/** Why a tap changes nothing: the card as it already is. */
function unchanged(card: ProposalCard): [string, string] | null {
  if (card.state === 'expired') return [`This proposal for ${card.firstName} has expired.`, 'Expired'];
  if (card.state === 'introduced') return [`You and ${card.firstName} are already introduced.`, 'Already introduced'];
  if (card.myDecision)
    return [
      `You already ${card.myDecision === 'approve' ? 'approved' : 'passed on'} ${card.firstName}. Nothing changed.`,
      'Already decided',
    ];
  return null;
}

const isReason = (action: ProposalAction): action is PassReason => (PASS_REASONS as readonly string[]).includes(action);

/** After a pass, its optional one-tap reason (issue 41 item 1), two to a row. */
const reasonButtons = (pairId: string): ChatButton[][] => [
  PASS_REASONS.slice(0, 2).map((r) => ({ label: PASS_REASON_LABELS[r], data: proposalButton(pairId, r) })),
  PASS_REASONS.slice(2).map((r) => ({ label: PASS_REASON_LABELS[r], data: proposalButton(pairId, r) })),
];

/** A reason tap: saved once with the member's pass (the first reason stays); never told to the other. */
async function giveReason(turn: Turn, card: ProposalCard, reason: PassReason) {
  if (card.myDecision !== 'pass') return { callbackText: 'This button no longer works.' };
  if (card.myReason !== null) {
    await turn.say(`You already told me why you passed on ${card.firstName}. Nothing changed.`);
    return { callbackText: 'Already noted' };
  }
  await decideAndIntroduce(turn.deps.db, { notify: notifyFrom(turn), jobs: turn.deps.jobs }, turn.link.userId, card.id, 'pass', turn.now, {
    source: 'chat',
    reason,
  });
  await turn.say(`Thanks, noted: “${PASS_REASON_LABELS[reason]}”. Only I see it; it helps me look better for you.`);
  return { callbackText: 'Noted' };
}

/**
 * 'p:' buttons: Approve, Pass, Tell me more on a proposal card, and a pass's reason. The decision is the shortlist's own
 * (`decide`, as on /done), so one made on either surface shows on both and a second tap changes
 * nothing; every tap is answered (callbackText).
 */
export const proposalButtonHandler: ButtonHandler = async (turn, rest) => {
  const parsed = readProposalButton(rest);
  if (!parsed) return { callbackText: 'This button no longer works.' };
  const { db } = turn.deps;
  const card = await proposalFor(db, turn.link.userId, parsed.pairId, turn.now);
  if (!card) {
    await turn.say(GONE);
    return { callbackText: 'No longer available' };
  }
  if (isReason(parsed.action)) return giveReason(turn, card, parsed.action);
  if (parsed.action === 'more') {
    const open = card.state === 'new';
    await turn.say(proposalMoreText(card, await more(turn, card)), open ? { buttons: proposalButtons(card.id, false) } : {});
    return { callbackText: `More about ${card.firstName}` };
  }
  const same = unchanged(card);
  if (same) {
    await turn.say(same[0]);
    return { callbackText: same[1] };
  }
  const outcome = await decideAndIntroduce(
    db,
    { notify: notifyFrom(turn), jobs: turn.deps.jobs },
    turn.link.userId,
    card.id,
    parsed.action,
    turn.now,
    {
      source: 'chat',
    },
  );
  if (outcome.kind === 'not_found') return (await turn.say(GONE), { callbackText: 'No longer available' });
  if (outcome.kind === 'expired') return (await turn.say(`This proposal for ${card.firstName} has expired.`), { callbackText: 'Expired' });
  if (outcome.card.state === 'introduced') return { callbackText: `You and ${card.firstName} are introduced!` };
  if (parsed.action === 'pass') {
    await turn.say(`Passed. ${card.firstName} won't be told, and won't be proposed to you again. If you like, tap why (only I see it):`, {
      buttons: reasonButtons(card.id),
    });
    return { callbackText: 'Passed' };
  }
  await turn.say(`Approved. If ${card.firstName} approves too, I'll introduce you here.`);
  return { callbackText: 'Approved' };
};

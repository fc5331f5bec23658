import { readProposalButton } from '@shared/domain/messenger/inapp-buttons';
import { proposalMoreText, type MoreAboutProposal } from '@shared/domain/messenger/proposal-text';
import type { ProposalCard } from '@shared/schemas/shortlist';
import { sideOf, proposalFor, shownPair, weekLinesFor } from '@server/modules/agents';
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

/**
 * 'p:' buttons: Approve, Pass, Tell me more on a proposal card. The decision is the shortlist's own
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
  const outcome = await decideAndIntroduce(db, notifyFrom(turn), turn.link.userId, card.id, parsed.action, turn.now);
  if (outcome.kind === 'not_found') return (await turn.say(GONE), { callbackText: 'No longer available' });
  if (outcome.kind === 'expired') return (await turn.say(`This proposal for ${card.firstName} has expired.`), { callbackText: 'Expired' });
  if (outcome.card.state === 'introduced') return { callbackText: `You and ${card.firstName} are introduced!` };
  if (parsed.action === 'pass') {
    await turn.say(`Passed. ${card.firstName} won't be told, and won't be proposed to you again.`);
    return { callbackText: 'Passed' };
  }
  await turn.say(`Approved. If ${card.firstName} approves too, I'll introduce you here.`);
  return { callbackText: 'Approved' };
};

import { readRelayButton } from '@shared/domain/messenger/inapp-buttons';
import type { ButtonHandler } from '../turn';
import { backToMaya, blockOther, endChat, shareContact, talkTo } from './relay-actions';
import { reportOther } from './report';
import { nameOfOther } from './relay-names';
import { cancelHeld, editHeld, sendHeldAnyway } from './relay-screen';
import { openRelaysOf, relayOf } from './relay-store';

/**
 * 'r:' buttons on an introduction and on relayed messages: answer (talk), back to Maya, end, block,
 * report, the confirmation of a SHARE, and Edit, Cancel or Send anyway on a held message. Block and report work after the chat ended too.
 */
export const relayButtonHandler: ButtonHandler = async (turn, rest) => {
  const parsed = readRelayButton(rest);
  const relay = parsed ? await relayOf(turn.deps.db, turn.link.userId, parsed.pairId) : null;
  if (!parsed || !relay) return { callbackText: 'This button no longer works.' };
  const name = await nameOfOther(turn.deps.db, turn.link.userId, relay.pairId, turn.now);
  switch (parsed.action) {
    case 'block':
      return { callbackText: await blockOther(turn, relay, name) };
    case 'report':
      return { callbackText: await reportOther(turn, relay, name) };
    case 'end':
      return { callbackText: await endChat(turn, relay, name) };
    case 'maya':
      return { callbackText: await backToMaya(turn) };
  }
  // Talking and sharing need the chat still open, and the pair still introduced (no block since).
  const open = (await openRelaysOf(turn.deps.db, turn.link.userId)).some((r) => r.pairId === relay.pairId);
  if (!open) {
    await turn.say(`Your chat with ${name} has ended.`);
    return { callbackText: 'Chat ended' };
  }
  switch (parsed.action) {
    case 'talk':
      return { callbackText: await talkTo(turn, relay, name) };
    case 'edit':
      return { callbackText: await editHeld(turn, relay, name) };
    case 'cancel':
      return { callbackText: await cancelHeld(turn, relay, name) };
    case 'send_anyway':
      return { callbackText: await sendHeldAnyway(turn, relay, name) };
    case 'share':
      return { callbackText: await shareContact(turn, relay, name) };
  }
};

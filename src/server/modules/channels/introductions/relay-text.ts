import { parseRelayCommand } from '@shared/domain/messenger/relay-commands';
import type { TextHandler } from '../text-handlers';
import { askToShare, backToMaya, blockOther, endChat, talkTo } from './relay-actions';
import { reportOther } from './report';
import { nameOfOther } from './relay-names';
import { screenAndRelay } from './relay-screen';
import { stoppedBySanction } from './relay-sanction';
import { openRelaysOf, type MyRelay } from './relay-store';

/**
 * Free text while an introduction is open (text handler, order 20): the relay's commands, else the
 * message to the person of the latest-focused relay, screened first (relay-screen.ts). Returns false (the
 * companion answers) when the person has no open relay, said "Maya, …", or went back to Maya.
 */
export const relayTextHandler: TextHandler = async (turn, text) => {
  const relays = await openRelaysOf(turn.deps.db, turn.link.userId);
  if (!relays.length) return false;
  const current = relays[0]!;
  const name = (relay: MyRelay) => nameOfOther(turn.deps.db, turn.link.userId, relay.pairId, turn.now);
  const command = parseRelayCommand(text);
  switch (command?.kind) {
    case 'ask_maya':
      return false;
    case 'maya':
      await backToMaya(turn);
      return true;
    case 'end':
      await endChat(turn, current, await name(current));
      return true;
    case 'block':
      await blockOther(turn, current, await name(current));
      return true;
    case 'report':
      await reportOther(turn, current, await name(current), command.reason);
      return true;
    case 'share':
      await askToShare(turn, current, await name(current));
      return true;
    case 'talk': {
      for (const relay of relays) {
        const other = await name(relay);
        if (other.toLowerCase().startsWith(command.name.toLowerCase())) {
          await talkTo(turn, relay, other);
          return true;
        }
      }
      break; // no open introduction by that name: an ordinary message
    }
  }
  if (current.withMaya) return false;
  if (await stoppedBySanction(turn)) return true;
  await screenAndRelay(turn, current, await name(current), text);
  return true;
};

import { contactWords, findContacts } from '@shared/domain/messenger/contact-detection';
import { relayButton } from '@shared/domain/messenger/inapp-buttons';
import { parseRelayCommand } from '@shared/domain/messenger/relay-commands';
import { countRelayedMessage } from '@server/modules/outcomes';
import { isQueued } from '../outbox-store';
import type { TextHandler } from '../text-handlers';
import type { Turn } from '../turn';
import { relayControls } from './introduce';
import { askToShare, backToMaya, blockOther, endChat, talkTo } from './relay-actions';
import { reportOther } from './report';
import { nameOfOther, notifyFrom } from './relay-names';
import { openRelaysOf, type MyRelay } from './relay-store';

/**
 * Free text while an introduction is open (text handler, order 20): the relay's commands, else the
 * message to the person of the latest-focused relay, as "<first name>: <text>". Returns false (the
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
  await relayMessage(turn, current, await name(current), text);
  return true;
};

async function relayMessage(turn: Turn, relay: MyRelay, otherName: string, text: string) {
  const contacts = findContacts(text);
  if (contacts.length) {
    await turn.say(
      `I didn't pass that on: it looks like it has ${contactWords(contacts)}, and I never pass on contact details in messages. ` +
        `To give ${otherName} yours on purpose, say SHARE.`,
    );
    return;
  }
  const { db } = turn.deps;
  const me = await nameOfOther(db, relay.otherId, relay.pairId, turn.now);
  // The recipient's own focus: a hint (and a button) when their text goes elsewhere right now.
  const theirs = (await openRelaysOf(db, relay.otherId))[0];
  const elsewhere = theirs?.pairId !== relay.pairId || theirs.withMaya;
  // NOTE: relay-check.ts reads the pair from this key at delivery time (a block stops it there too).
  const dedupeKey = `relay:${relay.pairId}:${turn.link.channel}:${turn.event.updateId}`;
  // A retried update finds its message queued: it is counted once (issue 41: whether the two talked).
  const again = await isQueued(db, relay.otherId, dedupeKey);
  const sent = await notifyFrom(turn)(relay.otherId, {
    text: `${me}: ${text}${elsewhere ? `\n\n(Say TALK TO ${me} to answer.)` : ''}`,
    buttons: [...(elsewhere ? [[{ label: `Answer ${me}`, data: relayButton(relay.pairId, 'talk') }]] : []), relayControls(relay.pairId)],
    dedupeKey,
  });
  if (sent && !again) await countRelayedMessage(db, relay.pairId, turn.link.userId, relay.otherId, turn.now);
  if (!sent) await turn.say(`${otherName} hasn't connected a messaging app yet, so I can't pass messages on. Try again later.`);
}

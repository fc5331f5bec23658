import { relayButton } from '@shared/domain/messenger/inapp-buttons';
import { countRelayedMessage, outcomesRecorded } from '@server/modules/outcomes';
import { isQueued } from '../outbox-store';
import type { Turn } from '../turn';
import { relayControls } from './introduce';
import { nameOfOther, notifyFrom } from './relay-names';
import { openRelaysOf, type MyRelay } from './relay-store';

export const DOES_THIS_BOTHER_YOU = 'Does this bother you?';

/**
 * Passes the sender's message to the other as "<first name>: <text>". `sentAnyway`: the screen flagged it and
 * the sender sent it all the same, so the receiver is asked "Does this bother you?" with a one-tap Report.
 */
export async function passOn(turn: Turn, relay: MyRelay, otherName: string, text: string, options: { sentAnyway?: boolean; key: string }) {
  const { db } = turn.deps;
  const me = await nameOfOther(db, relay.otherId, relay.pairId, turn.now);
  // The recipient's own focus: a hint (and a button) when their text goes elsewhere right now.
  const theirs = (await openRelaysOf(db, relay.otherId))[0];
  const elsewhere = theirs?.pairId !== relay.pairId || theirs.withMaya;
  const bother = options.sentAnyway ? `\n\n${DOES_THIS_BOTHER_YOU}` : '';
  const dedupeKey = `relay:${relay.pairId}:${options.key}`;
  // A retried update finds its message queued: it is counted once (issue 41: whether the two talked).
  const again = await isQueued(db, relay.otherId, dedupeKey);
  const sent = await notifyFrom(turn)(relay.otherId, {
    text: `${me}: ${text}${bother}${elsewhere ? `\n\n(Say TALK TO ${me} to answer.)` : ''}`,
    buttons: [
      ...(options.sentAnyway ? [[{ label: `Report ${me}`, data: relayButton(relay.pairId, 'report') }]] : []),
      ...(elsewhere ? [[{ label: `Answer ${me}`, data: relayButton(relay.pairId, 'talk') }]] : []),
      relayControls(relay.pairId),
    ],
    // NOTE: relay-check.ts reads the pair from this key at delivery time (a block stops it there too).
    dedupeKey,
  });
  if (sent && !again) {
    await countRelayedMessage(db, relay.pairId, turn.link.userId, relay.otherId, turn.now);
    await outcomesRecorded(turn.deps.jobs);
  }
  if (!sent) await turn.say(`${otherName} hasn't connected a messaging app yet, so I can't pass messages on. Try again later.`);
  return sent;
}

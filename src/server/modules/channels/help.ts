import { helpText } from '@shared/domain/messenger/help-text';
import { introducedPairsOf } from './dates/pair-people';
import { nameOfOther } from './introductions/relay-names';
import { openRelaysOf } from './introductions/relay-store';
import { doneUrl, type Turn } from './turn';

/** HELP: the commands this person can use now (the relay's during an introduction, DATE once introduced). */
export async function helpFor(t: Turn): Promise<string> {
  const { db } = t.deps;
  const relays = await openRelaysOf(db, t.link.userId);
  const relayNames = await Promise.all(relays.map((r) => nameOfOther(db, t.link.userId, r.pairId, t.now)));
  const introduced = relays.length > 0 || (await introducedPairsOf(db, t.link.userId)).length > 0;
  return helpText({ channel: t.link.channel, doneUrl: doneUrl(t.deps), relayNames, introduced });
}

import { contactWords, findContacts } from '@shared/domain/messenger/contact-detection';
import { relayButton } from '@shared/domain/messenger/inapp-buttons';
import type { Turn } from '../turn';
import { heldMessageOf, holdMessage, recentRelayed, recordDecision, startEditing, takeHeldMessage } from './relay-held';
import { screenWithModel } from './relay-model';
import { nameOfOther } from './relay-names';
import { passOn } from './relay-pass-on';
import { notePatterns, stoppedBeforeScreen } from './relay-patterns';
import type { MyRelay } from './relay-store';

/**
 * Every relayed message is screened before it goes (issue 42 item 1, ADR 048): contact details and threats are
 * never sent, and the sender is told why; a flagged message (money, other apps, sexual, insults) is held with
 * Edit, Cancel and Send anyway. Each decision is logged and counted without the text (relay-held.ts). Before it, a
 * member on a safety hold or a new member at the hourly limit relays nothing; after it, patterns over time (ADR 056).
 * Where a model is configured it labels the message too, the rules the floor (relay-model.ts, ADR 065).
 */
export async function screenAndRelay(turn: Turn, relay: MyRelay, otherName: string, text: string) {
  const { db } = turn.deps;
  const senderId = turn.link.userId;
  if (await stoppedBeforeScreen(turn, relay)) return;
  const replaced = (await heldMessageOf(db, relay, senderId))?.editing ? await takeHeldMessage(db, relay, senderId) : null;
  if (replaced) await recordDecision(turn, relay, { kind: replaced.kind, rule: replaced.rule, action: 'edit' });
  // Contact details first, in the relay's own words as before (only SHARE passes them on).
  const contacts = findContacts(text);
  if (contacts.length) {
    await recordDecision(turn, relay, { kind: 'contact', rule: `contact.${contacts.join('+')}`, action: 'block' });
    await notePatterns(turn, relay, text, true);
    await turn.say(
      `I didn't pass that on: it looks like it has ${contactWords(contacts)}, and I never pass on contact details in messages. ` +
        `To give ${otherName} yours on purpose, say SHARE.`,
    );
    return;
  }
  const me = await nameOfOther(db, relay.otherId, relay.pairId, turn.now);
  const { result, model } = await screenWithModel(turn.deps.ai, text, await recentRelayed(db, relay, me));
  const kind = result.kinds[0] ?? 'none';
  if (result.verdict === 'block') {
    await recordDecision(turn, relay, { kind, rule: result.rule, action: 'block', model });
    await notePatterns(turn, relay, text, true);
    await turn.say(`I didn't pass that on. ${result.reason}`);
    return;
  }
  if (result.verdict === 'flag') {
    await holdMessage(db, relay, senderId, { text, kind, rule: result.rule }, turn.now);
    await recordDecision(turn, relay, { kind, rule: result.rule, action: 'hold', model });
    await notePatterns(turn, relay, text, true);
    await turn.say(`I haven't sent that to ${otherName} yet. ${result.reason}`, { buttons: [heldButtons(relay.pairId)] });
    return;
  }
  await recordDecision(turn, relay, { kind, rule: result.rule, action: 'pass', model });
  await notePatterns(turn, relay, text, false);
  await passOn(turn, relay, otherName, text, { key: `${turn.link.channel}:${turn.event.updateId}` });
}

const heldButtons = (pairId: string) => [
  { label: 'Edit', data: relayButton(pairId, 'edit') },
  { label: 'Cancel', data: relayButton(pairId, 'cancel') },
  { label: 'Send anyway', data: relayButton(pairId, 'send_anyway') },
];

const NOTHING_HELD = 'Nothing waiting';

/** Edit: the sender's next message replaces the held one (and is screened again). */
export async function editHeld(turn: Turn, relay: MyRelay, name: string) {
  if (!(await startEditing(turn.deps.db, relay, turn.link.userId))) return NOTHING_HELD;
  await turn.say(`Write it again and I'll check it before it goes to ${name}. What you write next replaces it.`);
  return 'Editing';
}

export async function cancelHeld(turn: Turn, relay: MyRelay, name: string) {
  const held = await takeHeldMessage(turn.deps.db, relay, turn.link.userId);
  if (!held) return NOTHING_HELD;
  await recordDecision(turn, relay, { kind: held.kind, rule: held.rule, action: 'cancel' });
  await turn.say(`Cancelled. ${name} won't see it.`);
  return 'Cancelled';
}

export async function sendHeldAnyway(turn: Turn, relay: MyRelay, name: string) {
  // A hold opened, or the hour's limit reached, since the message was held: it waits (and is not taken).
  if (await stoppedBeforeScreen(turn, relay)) return 'Not sent';
  const held = await takeHeldMessage(turn.deps.db, relay, turn.link.userId);
  if (!held) return NOTHING_HELD;
  await recordDecision(turn, relay, { kind: held.kind, rule: held.rule, action: 'send_anyway' });
  const sent = await passOn(turn, relay, name, held.text, { sentAnyway: true, key: `held:${turn.link.channel}:${turn.event.updateId}` });
  if (sent) await turn.say(`Sent to ${name}.`);
  return sent ? 'Sent' : 'Not sent';
}

import { and, eq } from 'drizzle-orm';
import { relayButton } from '@shared/domain/messenger/inapp-buttons';
import { messengerLinks, profiles, users } from '../../../db/schema';
import { blockProposal } from '@server/modules/agents';
import type { Turn } from '../turn';
import { endRelay, focusRelay, talkToMaya, type MyRelay } from './relay-store';
import { nameOfOther, notifyFrom } from './relay-names';

/**
 * What a member can do to a relay, by command or button (docs/messenger.md): each in one step.
 * NOTE: the other side is told only that the chat ended, never that they were blocked or reported.
 */
const ENDED_FOR_OTHER = (name: string) => `Your chat with ${name} has ended. Thank you for being kind.`;

/** NOTE: call before a block: the other's view of the pair (and so the sender's first name) closes with it. */
export const myName = (turn: Turn, relay: MyRelay) => nameOfOther(turn.deps.db, relay.otherId, relay.pairId, turn.now);

export async function tellOther(turn: Turn, relay: MyRelay, me: string) {
  await notifyFrom(turn)(relay.otherId, { text: ENDED_FOR_OTHER(me), dedupeKey: `relay-end:${relay.pairId}` });
}

export async function endChat(turn: Turn, relay: MyRelay, name: string) {
  const me = await myName(turn, relay);
  if (!(await endRelay(turn.deps.db, relay.pairId, 'ended', turn.now))) {
    await turn.say(`Your chat with ${name} has already ended.`);
    return 'Already ended';
  }
  await tellOther(turn, relay, me);
  await turn.say(`Ended. ${name} won't get your messages any more, and you won't get theirs. I'm here if you want to talk.`);
  return 'Chat ended';
}

export async function blockOther(turn: Turn, relay: MyRelay, name: string) {
  const me = await myName(turn, relay);
  if (!(await blockProposal(turn.deps.db, turn.link.userId, relay.pairId))) {
    await turn.say(`${name} is already blocked.`);
    return 'Already blocked';
  }
  if (await endRelay(turn.deps.db, relay.pairId, 'blocked', turn.now)) await tellOther(turn, relay, me);
  await turn.say(`Blocked. ${name} can't write to you any more and won't be proposed to you again.`);
  return 'Blocked';
}

export async function backToMaya(turn: Turn) {
  await talkToMaya(turn.deps.db, turn.link.userId);
  await turn.say("You're talking to me now. Messages from your match still reach you here; say TALK TO <name> to answer them.");
  return 'Talking to Maya';
}

export async function talkTo(turn: Turn, relay: MyRelay, name: string) {
  await focusRelay(turn.deps.db, turn.link.userId, relay.pairId, turn.now);
  await turn.say(`You're talking to ${name}: what you write now goes to ${name}. Say MAYA to talk to me.`);
  return `Talking to ${name}`;
}

/** The sender's own contact, to share on purpose: their WhatsApp number if connected, else their e-mail. */
async function ownContact(turn: Turn): Promise<string | null> {
  const { db } = turn.deps;
  const userId = turn.link.userId;
  const [whatsapp] = await db
    .select({ address: messengerLinks.address })
    .from(messengerLinks)
    .where(and(eq(messengerLinks.userId, userId), eq(messengerLinks.channel, 'whatsapp'), eq(messengerLinks.status, 'connected')))
    .limit(1);
  if (whatsapp) return whatsapp.address;
  const [row] = await db
    .select({ email: profiles.email, userEmail: users.email })
    .from(users)
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  return row?.email ?? row?.userEmail ?? null;
}

/** SHARE: asks first, with what would be sent; only the confirming button sends it. */
export async function askToShare(turn: Turn, relay: MyRelay, name: string) {
  const contact = await ownContact(turn);
  if (!contact) {
    await turn.say("I don't have a phone number or e-mail address of yours to share.");
    return 'Nothing to share';
  }
  await turn.say(`Share ${contact} with ${name}? Only you can decide this; I never share it on my own.`, {
    buttons: [[{ label: `Yes, share with ${name}`, data: relayButton(relay.pairId, 'share') }]],
  });
  return 'Confirm to share';
}

export async function shareContact(turn: Turn, relay: MyRelay, name: string) {
  const contact = await ownContact(turn);
  if (!contact) return askToShare(turn, relay, name);
  const me = await myName(turn, relay);
  const sent = await notifyFrom(turn)(relay.otherId, {
    text: `${me} shared their contact with you: ${contact}`,
    dedupeKey: `relay:${relay.pairId}:share:${turn.link.userId}:${contact}`,
  });
  await turn.say(sent ? `Shared with ${name}.` : `${name} hasn't connected a messaging app yet, so I couldn't pass it on.`);
  return sent ? 'Shared' : 'Not shared';
}

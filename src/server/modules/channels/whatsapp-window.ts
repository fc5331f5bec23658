import { and, eq, like, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messengerLinks, outbox, profiles } from '../../db/schema';
import { firstNameOf } from '@shared/lib/first-name';
import type { ClaimedMessage } from './claim-due';
import { enqueue } from './outbox-store';
import type { Channel, Transport } from './transport';

/**
 * WhatsApp's 24-hour window (issue 32 item 7): Maya writes freely only within a day of the person's
 * last message. Outside it a message goes to their other connected chat when they have one; else it
 * is held (status `held`) until they write again, anywhere, then goes out in order on the chat they
 * wrote on; with an approved template configured, one invitation goes out as that template, once
 * per silence (its dedupe key names the last message it follows).
 */
export const HELD_OUTSIDE_WINDOW = "held: outside WhatsApp's 24-hour window, until the person writes again";
export const WINDOW_INVITE_TEXT = 'Maya has news for you: reply to see it.';
const INVITE_KEY = 'whatsapp-invite:';

export const isWindowInvite = (m: ClaimedMessage) => m.dedupeKey?.startsWith(INVITE_KEY) ?? false;
const inviteKey = (lastInboundAt: Date | null) => `${INVITE_KEY}${lastInboundAt?.toISOString() ?? 'never'}`;

/**
 * Outside the window a message goes to the person's other connected chat instead (Telegram, the dev chat: the one they
 * wrote on last), when they have one; false when they have none (then it is held). The claim counted no attempt.
 */
export async function moveToOpenChat(db: Database, m: ClaimedMessage, now: Date): Promise<boolean> {
  const [open] = await db
    .select({ channel: messengerLinks.channel, address: messengerLinks.address })
    .from(messengerLinks)
    .where(and(eq(messengerLinks.userId, m.userId), eq(messengerLinks.status, 'connected'), ne(messengerLinks.channel, 'whatsapp')))
    .orderBy(sql`${messengerLinks.lastInboundAt} desc nulls last`)
    .limit(1);
  if (!open) return false;
  await db
    .update(outbox)
    .set({ channel: open.channel, address: open.address, attempts: m.attempts - 1, nextAttemptAt: now })
    .where(eq(outbox.id, m.id));
  return true;
}

/** Holds a claimed message (the claim counted no attempt), and invites the person back once when the transport can. */
export async function holdOutsideWindow(db: Database, transport: Transport, m: ClaimedMessage, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'held', attempts: m.attempts - 1, nextAttemptAt: now, lastError: HELD_OUTSIDE_WINDOW })
    .where(eq(outbox.id, m.id));
  if (!transport.invitesOutsideWindow) return;
  const invite = { userId: m.userId, channel: 'whatsapp' as const, address: m.address, text: WINDOW_INVITE_TEXT };
  await enqueue(db, { ...invite, dedupeKey: inviteKey(m.lastInboundAt) }, now);
}

/** The template's one variable: the person's first name, as every "Hi Ana" the app writes. */
export async function inviteFor(db: Database, userId: string): Promise<{ firstName: string }> {
  const [row] = await db.select({ name: profiles.displayName }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return { firstName: firstNameOf(row?.name) ?? 'there' };
}

/**
 * The person wrote on `chat`: what was held for WhatsApp goes out now, in its order, on that chat (WhatsApp's own
 * window is open again, or they are on Telegram or the dev chat, where nothing is held). A pending invitation back to
 * WhatsApp is then not needed. NOTE: `created_at` starts again, so the day of retries a message gets (tooOldToRetry)
 * counts from here, not from when it was held.
 */
export async function releaseHeld(db: Database, chat: { userId: string; channel: Channel; address: string }, now: Date) {
  const { userId, channel, address } = chat;
  const ofPerson = eq(outbox.userId, userId);
  await db
    .update(outbox)
    .set({ status: 'pending', channel, address, nextAttemptAt: now, createdAt: now, lastError: null })
    .where(and(ofPerson, eq(outbox.status, 'held')));
  if (channel === 'whatsapp') return;
  await db
    .update(outbox)
    .set({ status: 'failed', lastError: `not_needed: the person wrote on ${channel}, where what was held went` })
    .where(and(ofPerson, eq(outbox.channel, 'whatsapp'), eq(outbox.status, 'pending'), like(outbox.dedupeKey, `${INVITE_KEY}%`)));
}

/** How many messages wait for the person to write on that channel (the /done card says so). */
export async function heldCount(db: Database, userId: string, channel: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(outbox)
    .where(and(eq(outbox.userId, userId), eq(outbox.channel, channel), eq(outbox.status, 'held')));
  return Number(row?.n ?? 0);
}

import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client';
import { messengerLinks } from '../../db/schema';
import { startingTimeZone } from './time-zone/link-time-zone';
import type { Channel } from './transport';
import { releaseHeld } from './whatsapp-window';

export type MessengerLink = typeof messengerLinks.$inferSelect;

/** The connected owner of a chat, if any. */
export async function connectedLink(db: Database, channel: Channel, address: string): Promise<MessengerLink | null> {
  const [row] = await db
    .select()
    .from(messengerLinks)
    .where(and(eq(messengerLinks.channel, channel), eq(messengerLinks.address, address), eq(messengerLinks.status, 'connected')))
    .limit(1);
  return row ?? null;
}

export function linksOf(db: Database, userId: string): Promise<MessengerLink[]> {
  return db.select().from(messengerLinks).where(eq(messengerLinks.userId, userId)).orderBy(messengerLinks.connectedAt);
}

/** Where Maya writes to the person: their preferred connected link, else none. */
export async function preferredLink(db: Database, userId: string): Promise<MessengerLink | null> {
  const [row] = await db
    .select()
    .from(messengerLinks)
    .where(and(eq(messengerLinks.userId, userId), eq(messengerLinks.status, 'connected'), eq(messengerLinks.preferred, true)))
    .limit(1);
  return row ?? null;
}

/** Serialises one person's link changes, so two at once cannot both leave a preferred link. */
const MESSENGER_LOCK = 0x6d61_7932;
const lockPerson = (tx: Transaction, userId: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(${MESSENGER_LOCK}, hashtext(${userId}))`);

/**
 * Connects the person's chat on a channel (one row per person and channel: a new chat replaces
 * the old). It becomes preferred when the person has no other connected link. NOTE: throws a
 * unique violation when the chat is connected to someone else (messenger_links_connected_address_key).
 */
export async function connectLink(db: Database, userId: string, channel: Channel, address: string, now: Date): Promise<MessengerLink> {
  const zone = await startingTimeZone(db, userId);
  return db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    const others = await tx
      .select({ channel: messengerLinks.channel })
      .from(messengerLinks)
      .where(and(eq(messengerLinks.userId, userId), eq(messengerLinks.status, 'connected'), eq(messengerLinks.preferred, true)));
    const preferred = others.every((o) => o.channel === channel);
    const values = { userId, channel, address, status: 'connected', preferred, connectedAt: now, disconnectedAt: null, ...zone };
    const [row] = await tx
      .insert(messengerLinks)
      .values(values)
      .onConflictDoUpdate({ target: [messengerLinks.userId, messengerLinks.channel], set: { ...values, lastInboundAt: null } })
      .returning();
    return row!;
  });
}

/** Disconnects the person's link on a channel; false when it was not connected. Another connected link becomes preferred. */
export async function disconnectLink(db: Database, userId: string, channel: Channel, now: Date): Promise<MessengerLink | null> {
  return db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    const [gone] = await tx
      .update(messengerLinks)
      .set({ status: 'disconnected', preferred: false, disconnectedAt: now })
      .where(and(eq(messengerLinks.userId, userId), eq(messengerLinks.channel, channel), eq(messengerLinks.status, 'connected')))
      .returning();
    if (!gone) return null;
    const [next] = await tx
      .select({ channel: messengerLinks.channel })
      .from(messengerLinks)
      .where(and(eq(messengerLinks.userId, userId), eq(messengerLinks.status, 'connected')))
      .limit(1);
    if (next && !(await hasPreferred(tx, userId))) await setPreferredIn(tx, userId, next.channel as Channel);
    return gone;
  });
}

async function hasPreferred(tx: Database, userId: string) {
  const [row] = await tx
    .select({ c: messengerLinks.channel })
    .from(messengerLinks)
    .where(and(eq(messengerLinks.userId, userId), eq(messengerLinks.status, 'connected'), eq(messengerLinks.preferred, true)))
    .limit(1);
  return Boolean(row);
}

async function setPreferredIn(tx: Database, userId: string, channel: Channel) {
  await tx.update(messengerLinks).set({ preferred: false }).where(eq(messengerLinks.userId, userId));
  const set = await tx
    .update(messengerLinks)
    .set({ preferred: true })
    .where(and(eq(messengerLinks.userId, userId), eq(messengerLinks.channel, channel), eq(messengerLinks.status, 'connected')))
    .returning({ channel: messengerLinks.channel });
  return set.length > 0;
}

/** Makes a connected link the one Maya writes to; false when that channel is not connected (nothing changes). */
export function setPreferred(db: Database, userId: string, channel: Channel): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockPerson(tx, userId);
    const [link] = await tx
      .select({ c: messengerLinks.channel })
      .from(messengerLinks)
      .where(and(eq(messengerLinks.userId, userId), eq(messengerLinks.channel, channel), eq(messengerLinks.status, 'connected')))
      .limit(1);
    return link ? setPreferredIn(tx, userId, channel) : false;
  });
}

/**
 * The person wrote on this chat: WhatsApp's 24-hour window opens again (for a WhatsApp chat), and what
 * was held for WhatsApp goes out here, on the chat they use now.
 */
export async function touchInbound(db: Database, link: Pick<MessengerLink, 'userId' | 'channel' | 'address'>, now: Date) {
  await db
    .update(messengerLinks)
    .set({ lastInboundAt: now })
    .where(and(eq(messengerLinks.userId, link.userId), eq(messengerLinks.channel, link.channel)));
  await releaseHeld(db, { ...link, channel: link.channel as Channel }, now);
}

import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  agentPairs,
  automationSessions,
  bannedAddresses,
  memberSanctions,
  messagingConnections,
  messengerLinks,
  messengerRelays,
  sessions,
  users,
} from '../../db/schema';
import { addressDigest, isOnBanList, phoneDigest } from '../../db/ban-list';

/** The member's verified numbers: the WhatsApp opt-in's once connected, and a WhatsApp chat's (Twilio's own check). */
async function verifiedPhones(tx: Db, userId: string): Promise<string[]> {
  const connected = await tx
    .select({ phone: messagingConnections.phone })
    .from(messagingConnections)
    .where(and(eq(messagingConnections.userId, userId), eq(messagingConnections.status, 'connected')));
  const chats = await tx
    .select({ phone: messengerLinks.address })
    .from(messengerLinks)
    .where(and(eq(messengerLinks.userId, userId), eq(messengerLinks.channel, 'whatsapp')));
  return [...new Set([...connected, ...chats].map((r) => r.phone))];
}

/**
 * A ban's effects, in the action's transaction (ADR 055): the verified address and numbers on the ban list, every session
 * ended, the agent off (out of every pool), every proposal withdrawn and every relay ended. Returns the members
 * whose relay with the banned member ended (each is told the chat ended, nothing more).
 */
export async function applyBan(tx: Db, userId: string, now: Date): Promise<string[]> {
  const [user] = await tx.select({ email: users.email, verified: users.emailVerified }).from(users).where(eq(users.id, userId)).limit(1);
  if (user?.email && user.verified)
    await tx
      .insert(bannedAddresses)
      .values({ digest: addressDigest(user.email) })
      .onConflictDoNothing();
  const phones = await verifiedPhones(tx, userId);
  if (phones.length)
    await tx
      .insert(bannedAddresses)
      .values(phones.map((phone) => ({ digest: phoneDigest(phone) })))
      .onConflictDoNothing();
  await tx
    .update(sessions)
    .set({ revokedAt: now, revokedReason: 'banned' })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  await tx.update(automationSessions).set({ status: 'paused', resumeAt: null }).where(eq(automationSessions.userId, userId));
  const theirs = or(eq(agentPairs.lowUserId, userId), eq(agentPairs.highUserId, userId));
  await tx
    .update(agentPairs)
    .set({ status: 'closed', updatedAt: now })
    .where(and(theirs, inArray(agentPairs.status, ['screened', 'proposed', 'introduced'])));
  const r = messengerRelays;
  const ended = await tx
    .update(r)
    .set({ status: 'ended', endedReason: 'banned', endedAt: now })
    .where(and(or(eq(r.lowUserId, userId), eq(r.highUserId, userId)), eq(r.status, 'open')))
    .returning({ low: r.lowUserId, high: r.highUserId });
  return ended.map((e) => (e.low === userId ? e.high : e.low));
}

/** Whether a sign-in is refused: the account is banned, or its verified e-mail is on the ban list. */
export async function isBannedIdentity(
  tx: Db,
  identity: { issuer: string; subject: string; email: string | null; emailVerified: boolean },
): Promise<boolean> {
  const [account] = await tx
    .select({ state: memberSanctions.state })
    .from(users)
    .innerJoin(memberSanctions, eq(memberSanctions.userId, users.id))
    .where(and(eq(users.issuer, identity.issuer), eq(users.subject, identity.subject)))
    .limit(1);
  if (account?.state === 'banned') return true;
  if (!identity.email || !identity.emailVerified) return false;
  return isOnBanList(tx, addressDigest(identity.email));
}

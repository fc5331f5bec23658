import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentPairs, automationSessions, bannedAddresses, memberSanctions, messengerRelays, sessions, users } from '../../db/schema';

/** The ban list's one spelling of an address: SHA-256 of the trimmed, lower-cased e-mail. */
export const addressDigest = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');

/**
 * A ban's effects, in the action's transaction (ADR 055): the verified address on the ban list, every session
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
  const [row] = await tx
    .select({ digest: bannedAddresses.digest })
    .from(bannedAddresses)
    .where(eq(bannedAddresses.digest, addressDigest(identity.email)))
    .limit(1);
  return Boolean(row);
}

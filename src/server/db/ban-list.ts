import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { bannedAddresses } from './schema';

/**
 * The ban list's spellings (ADR 055, 065): SHA-256 of the trimmed, lower-cased e-mail, or of "tel:" and the
 * E.164 number. Only digests are kept, so the list names nobody. Read by sign-in (moderation) and by the opt-in
 * and the chat apps' linking (channels), which is why it lives below both modules, with the table.
 */
export const addressDigest = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
export const phoneDigest = (e164: string) => createHash('sha256').update(`tel:${e164.trim()}`).digest('hex');

export async function isOnBanList(db: Db, digest: string): Promise<boolean> {
  const [row] = await db
    .select({ digest: bannedAddresses.digest })
    .from(bannedAddresses)
    .where(eq(bannedAddresses.digest, digest))
    .limit(1);
  return Boolean(row);
}

/** A verified number of a banned member: refused at the opt-in and when a chat app links by it. */
export const isBannedPhone = (db: Db, e164: string) => isOnBanList(db, phoneDigest(e164));

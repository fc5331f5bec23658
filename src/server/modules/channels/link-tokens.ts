import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messengerLinkTokens } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';

/** A deep link's token works once, for 24 hours. */
export const LINK_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * A fresh one-time token for `https://t.me/<bot>?start=<token>` (returned this once, stored hashed).
 * 16 random bytes: 22 URL-safe characters, inside Telegram's 64-character start parameter.
 */
export async function createConnectToken(db: Database, userId: string, now = new Date()): Promise<string> {
  const token = randomToken(16);
  await db
    .insert(messengerLinkTokens)
    .values({ tokenHash: hashToken(token), userId, createdAt: now, expiresAt: new Date(now.getTime() + LINK_TOKEN_TTL_MS) });
  return token;
}

export type TokenUse = { status: 'ok'; userId: string } | { status: 'expired' | 'used' | 'unknown' };

/** Spends a token: of two chats sending it at once, one conditional UPDATE lets exactly one through. */
export async function useConnectToken(db: Database, token: string, now: Date): Promise<TokenUse> {
  if (!token || token.length > 64) return { status: 'unknown' };
  const tokenHash = hashToken(token);
  const [used] = await db
    .update(messengerLinkTokens)
    .set({ usedAt: now })
    .where(and(eq(messengerLinkTokens.tokenHash, tokenHash), isNull(messengerLinkTokens.usedAt), gt(messengerLinkTokens.expiresAt, now)))
    .returning({ userId: messengerLinkTokens.userId });
  if (used) return { status: 'ok', userId: used.userId };
  const [row] = await db.select().from(messengerLinkTokens).where(eq(messengerLinkTokens.tokenHash, tokenHash)).limit(1);
  if (!row) return { status: 'unknown' };
  return { status: row.usedAt ? 'used' : 'expired' };
}

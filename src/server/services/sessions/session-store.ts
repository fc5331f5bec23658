import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { refreshTokens, sessions, users } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';

/** Access token ≤ 1 h; the session's absolute life 24 h (spec §9). Configurable for tests. */
export type SessionLifetimes = { accessMs: number; sessionMs: number };
export const DEFAULT_LIFETIMES: SessionLifetimes = { accessMs: 60 * 60 * 1000, sessionMs: 24 * 60 * 60 * 1000 };

export type IssuedTokens = { sessionId: string; accessToken: string; refreshToken: string; accessExpiresAt: Date; expiresAt: Date };
export type AuthenticatedUser = { id: string; email: string | null; createdAt: Date };

/** Opens a session with a fresh access and refresh token; the session's absolute life is 24 h. */
export async function createSession(db: Database, userId: string, userAgent: string | undefined, ttl = DEFAULT_LIFETIMES, now = new Date()): Promise<IssuedTokens> {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  const expiresAt = new Date(now.getTime() + ttl.sessionMs);
  const accessExpiresAt = capAt(new Date(now.getTime() + ttl.accessMs), expiresAt);
  const [row] = await db.insert(sessions).values({
    userId, accessTokenHash: hashToken(accessToken), accessExpiresAt, expiresAt, userAgent: userAgent?.slice(0, 300), createdAt: now,
  }).returning({ id: sessions.id });
  await db.insert(refreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId: row!.id, createdAt: now });
  return { sessionId: row!.id, accessToken, refreshToken, accessExpiresAt, expiresAt };
}

/** The live session and user behind an access token, or null (unknown, expired or revoked). */
export async function authenticate(db: Database, accessToken: string, now = new Date()) {
  const [row] = await db
    .select({ sessionId: sessions.id, accessExpiresAt: sessions.accessExpiresAt, expiresAt: sessions.expiresAt, user: { id: users.id, email: users.email, createdAt: users.createdAt } })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.accessTokenHash, hashToken(accessToken)), isNull(sessions.revokedAt), gt(sessions.accessExpiresAt, now)))
    .limit(1);
  return row ?? null;
}

export type RotateResult =
  | { kind: 'rotated'; tokens: IssuedTokens; userId: string }
  | { kind: 'reused'; userId: string }
  | { kind: 'expired'; userId: string }
  | { kind: 'invalid' };

/**
 * Exchanges a refresh token for a new pair. Each refresh token works once: presenting a used one
 * means it was stolen or replayed, so the whole session is revoked.
 */
export async function rotateRefreshToken(db: Database, refreshToken: string, ttl = DEFAULT_LIFETIMES, now = new Date()): Promise<RotateResult> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ usedAt: refreshTokens.usedAt, sessionId: sessions.id, userId: sessions.userId, revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
      .limit(1)
      .for('update');
    if (!found || found.revokedAt) return { kind: 'invalid' } as const;
    if (found.usedAt) {
      await revoke(tx as unknown as Database, found.sessionId, 'refresh_token_reused', now);
      return { kind: 'reused', userId: found.userId } as const;
    }
    if (found.expiresAt <= now) {
      await revoke(tx as unknown as Database, found.sessionId, 'expired', now);
      return { kind: 'expired', userId: found.userId } as const;
    }
    await tx.update(refreshTokens).set({ usedAt: now }).where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    const accessToken = randomToken();
    const nextRefresh = randomToken();
    const accessExpiresAt = capAt(new Date(now.getTime() + ttl.accessMs), found.expiresAt);
    await tx.update(sessions).set({ accessTokenHash: hashToken(accessToken), accessExpiresAt, refreshedAt: now }).where(eq(sessions.id, found.sessionId));
    await tx.insert(refreshTokens).values({ tokenHash: hashToken(nextRefresh), sessionId: found.sessionId, createdAt: now });
    const tokens = { sessionId: found.sessionId, accessToken, refreshToken: nextRefresh, accessExpiresAt, expiresAt: found.expiresAt };
    return { kind: 'rotated', tokens, userId: found.userId } as const;
  });
}

/** Revokes at once: the access token stops working on the next request. */
export async function revoke(db: Database, sessionId: string, reason: string, now = new Date()) {
  await db.update(sessions).set({ revokedAt: now, revokedReason: reason }).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Finds the session a refresh token belongs to (used by sign-out when the access token has lapsed). */
export async function sessionIdForRefreshToken(db: Database, refreshToken: string) {
  const [row] = await db.select({ sessionId: refreshTokens.sessionId }).from(refreshTokens).where(eq(refreshTokens.tokenHash, hashToken(refreshToken))).limit(1);
  return row?.sessionId ?? null;
}

const capAt = (date: Date, cap: Date) => (date > cap ? cap : date);

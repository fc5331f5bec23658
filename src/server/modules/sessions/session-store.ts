import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database, Db, Transaction } from '../../db/client';
import { preparedPerDatabase } from '../../db/prepared';
import { refreshTokens, sessions, users } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';
import { successorTokens } from './successor-tokens';

/** Access token ≤ 1 h; the session's absolute life 24 h (spec §9). Configurable for tests. */
export type SessionLifetimes = { accessMs: number; sessionMs: number };
export const DEFAULT_LIFETIMES: SessionLifetimes = { accessMs: 60 * 60 * 1000, sessionMs: 24 * 60 * 60 * 1000 };

export type IssuedTokens = { sessionId: string; accessToken: string; refreshToken: string; accessExpiresAt: Date; expiresAt: Date };

/** Opens a session with a fresh access and refresh token; the session's absolute life is 24 h. */
export async function createSession(
  db: Database,
  userId: string,
  userAgent: string | undefined,
  ttl = DEFAULT_LIFETIMES,
  now = new Date(),
): Promise<IssuedTokens> {
  const accessToken = randomToken();
  const refreshToken = randomToken();
  const expiresAt = new Date(now.getTime() + ttl.sessionMs);
  const accessExpiresAt = capAt(new Date(now.getTime() + ttl.accessMs), expiresAt);
  const [row] = await db
    .insert(sessions)
    .values({
      userId,
      accessTokenHash: hashToken(accessToken),
      accessExpiresAt,
      expiresAt,
      userAgent: userAgent?.slice(0, 300),
      createdAt: now,
    })
    .returning({ id: sessions.id });
  await db.insert(refreshTokens).values({ tokenHash: hashToken(refreshToken), sessionId: row!.id, createdAt: now });
  return { sessionId: row!.id, accessToken, refreshToken, accessExpiresAt, expiresAt };
}

const sessionByAccessToken = preparedPerDatabase((db) =>
  db
    .select({
      sessionId: sessions.id,
      accessExpiresAt: sessions.accessExpiresAt,
      expiresAt: sessions.expiresAt,
      user: { id: users.id, email: users.email, emailVerified: users.emailVerified, createdAt: users.createdAt },
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        isNull(sessions.revokedAt),
        or(
          and(eq(sessions.accessTokenHash, sql.placeholder('hash')), gt(sessions.accessExpiresAt, sql.placeholder('now'))),
          and(eq(sessions.previousAccessTokenHash, sql.placeholder('hash')), gt(sessions.previousAccessUntil, sql.placeholder('now'))),
        ),
      ),
    )
    .limit(1)
    .prepare('session_by_access_token'),
);

/**
 * The live session and user behind an access token, or null (unknown, expired or revoked). Runs on
 * every signed-in request, so it is one prepared query; nothing is cached, so a revoked session
 * stops working on its next request. The access token a refresh just replaced still counts for
 * ACCESS_GRACE_MS: another tab's requests already on their way carry it.
 */
export async function authenticate(db: Database, accessToken: string, now = new Date()) {
  const [row] = await sessionByAccessToken(db).execute({ hash: hashToken(accessToken), now: now.toISOString() });
  return row ?? null;
}

export type RotateResult =
  | { kind: 'rotated'; tokens: IssuedTokens; userId: string }
  | { kind: 'reused'; userId: string }
  | { kind: 'expired'; userId: string }
  | { kind: 'invalid' };

/**
 * Supabase's pattern: a used refresh token presented again this soon after its first use is two
 * tabs refreshing together or a retry after a lost answer, not a thief, and gets the session's
 * current pair. Later, it revokes the session.
 */
export const REFRESH_REUSE_INTERVAL_MS = 10_000;
/**
 * How long the access token a refresh replaced keeps working. Cookies are shared by every tab, but a
 * request another tab sent a moment before the refresh still carries the old token; without this it
 * was refused (401) and that tab showed 'please sign in' to a signed-in person. Sign-out and a
 * revoked session end it at once.
 */
export const ACCESS_GRACE_MS = 30_000;
/** More rotations than this inside the reuse interval is not a browser: treat it as reuse. */
const MAX_RESUMED_ROTATIONS = 10;

/**
 * Exchanges a refresh token for a new pair. Each refresh token works once; presenting a used one
 * within REFRESH_REUSE_INTERVAL_MS of its first use returns the pair the session holds now, and
 * after that means it was stolen or replayed, so the whole session is revoked.
 * NOTE: race-safe on PostgreSQL: the token's row and its session's row are locked (FOR UPDATE), so
 * parallel refreshes of one session run one after the other and the later ones see `used_at`.
 */
export async function rotateRefreshToken(
  db: Database,
  refreshToken: string,
  ttl = DEFAULT_LIFETIMES,
  now = new Date(),
  reuseIntervalMs = REFRESH_REUSE_INTERVAL_MS,
): Promise<RotateResult> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        usedAt: refreshTokens.usedAt,
        sessionId: sessions.id,
        userId: sessions.userId,
        revokedAt: sessions.revokedAt,
        expiresAt: sessions.expiresAt,
        accessTokenHash: sessions.accessTokenHash,
        accessExpiresAt: sessions.accessExpiresAt,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
      .limit(1)
      .for('update');
    if (!found || found.revokedAt) return { kind: 'invalid' } as const;
    const reject = async (kind: 'reused' | 'expired') => {
      await revoke(tx, found.sessionId, kind === 'reused' ? 'refresh_token_reused' : 'expired', now);
      return { kind, userId: found.userId } as const;
    };
    if (found.usedAt && now.getTime() - found.usedAt.getTime() > reuseIntervalMs) return reject('reused');
    if (found.expiresAt <= now) return reject('expired');
    if (found.usedAt) {
      const current = await currentPairAfter(tx, refreshToken, found);
      if (!current) return reject('reused');
      const tokens = { sessionId: found.sessionId, ...current, accessExpiresAt: found.accessExpiresAt, expiresAt: found.expiresAt };
      return { kind: 'rotated', tokens, userId: found.userId } as const;
    }
    await tx
      .update(refreshTokens)
      .set({ usedAt: now })
      .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)));
    const next = successorTokens(refreshToken, found.sessionId);
    const accessExpiresAt = capAt(new Date(now.getTime() + ttl.accessMs), found.expiresAt);
    await tx
      .update(sessions)
      .set({
        accessTokenHash: hashToken(next.accessToken),
        accessExpiresAt,
        refreshedAt: now,
        previousAccessTokenHash: found.accessTokenHash,
        previousAccessUntil: capAt(new Date(now.getTime() + ACCESS_GRACE_MS), found.accessExpiresAt),
      })
      .where(eq(sessions.id, found.sessionId));
    await tx.insert(refreshTokens).values({ tokenHash: hashToken(next.refreshToken), sessionId: found.sessionId, createdAt: now });
    const tokens = {
      sessionId: found.sessionId,
      accessToken: next.accessToken,
      refreshToken: next.refreshToken,
      accessExpiresAt,
      expiresAt: found.expiresAt,
    };
    return { kind: 'rotated', tokens, userId: found.userId } as const;
  });
}

/**
 * Follows the chain of successors from a used refresh token to the session's unused one (another
 * tab may have rotated again meanwhile) and returns that pair, or null when the chain does not
 * lead to the session's live access token.
 */
async function currentPairAfter(tx: Transaction, usedToken: string, session: { sessionId: string; accessTokenHash: string }) {
  let previous = usedToken;
  for (let step = 0; step < MAX_RESUMED_ROTATIONS; step++) {
    const next = successorTokens(previous, session.sessionId);
    const [row] = await tx
      .select({ usedAt: refreshTokens.usedAt })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.tokenHash, hashToken(next.refreshToken)), eq(refreshTokens.sessionId, session.sessionId)))
      .limit(1);
    if (!row) return null;
    if (!row.usedAt)
      return hashToken(next.accessToken) === session.accessTokenHash
        ? { accessToken: next.accessToken, refreshToken: next.refreshToken }
        : null;
    previous = next.refreshToken;
  }
  return null;
}

/** Revokes at once: the access token stops working on the next request. */
export async function revoke(db: Db, sessionId: string, reason: string, now = new Date()) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Finds the session a refresh token belongs to (used by sign-out when the access token has lapsed). */
export async function sessionIdForRefreshToken(db: Database, refreshToken: string) {
  const [row] = await db
    .select({ sessionId: refreshTokens.sessionId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashToken(refreshToken)))
    .limit(1);
  return row?.sessionId ?? null;
}

const capAt = (date: Date, cap: Date) => (date > cap ? cap : date);

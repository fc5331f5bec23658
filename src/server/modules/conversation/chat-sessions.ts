import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mobileChatSessions } from '../../db/schema';
import { hashToken, randomToken } from '../../lib/tokens';

/** Spec §9: a mobile session lasts 24 hours from the link's creation. */
export const MOBILE_SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export type MobileSession = typeof mobileChatSessions.$inferSelect;

/** A new link for the person's phone: the token (returned this once) is stored only as its hash. */
export async function createChatLink(db: Database, userId: string, nowMs = Date.now()) {
  const token = randomToken();
  const [row] = await db
    .insert(mobileChatSessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt: new Date(nowMs + MOBILE_SESSION_TTL_MS) })
    .returning({ id: mobileChatSessions.id, expiresAt: mobileChatSessions.expiresAt });
  return { token, id: row!.id, expiresAt: row!.expiresAt };
}

export type Exchange =
  { status: 'ok'; session: MobileSession; cookieSecret: string | null } | { status: 'invalid' } | { status: 'expired' };

/**
 * Trades a link's token for a cookie secret, once. The update is the check: of two phones opening
 * the same link at once, PostgreSQL lets exactly one see `exchanged_at is null`.
 * The phone that already holds this link's cookie (it tapped the link again) keeps its session.
 */
export async function exchangeToken(
  db: Database,
  token: string,
  opts: { device: string | null; currentCookie?: string },
): Promise<Exchange> {
  const tokenHash = hashToken(token);
  const current = opts.currentCookie ? await findByCookie(db, opts.currentCookie) : null;
  if (current && current.tokenHash === tokenHash) return liveOrExpired(current, null);

  const cookieSecret = randomToken();
  const [claimed] = await db
    .update(mobileChatSessions)
    .set({ exchangedAt: sql`now()`, lastSeenAt: sql`now()`, cookieHash: hashToken(cookieSecret), device: opts.device })
    .where(
      and(
        eq(mobileChatSessions.tokenHash, tokenHash),
        isNull(mobileChatSessions.exchangedAt),
        isNull(mobileChatSessions.endedAt),
        gt(mobileChatSessions.expiresAt, sql`now()`),
      ),
    )
    .returning();
  if (claimed) return { status: 'ok', session: claimed, cookieSecret };

  const [existing] = await db.select().from(mobileChatSessions).where(eq(mobileChatSessions.tokenHash, tokenHash)).limit(1);
  // Used, ended or unknown: 'Invalid Link'. Only an unused link past its 24 h is 'Session Expired'.
  if (existing && !existing.exchangedAt && !existing.endedAt && existing.expiresAt.getTime() <= Date.now()) return { status: 'expired' };
  return { status: 'invalid' };
}

/** The phone's session from its cookie: live, expired, or nothing (unknown or ended). */
export async function sessionFromCookie(db: Database, cookieSecret: string | undefined): Promise<Exchange> {
  if (!cookieSecret || cookieSecret.length > 100) return { status: 'invalid' };
  const session = await findByCookie(db, cookieSecret);
  return session ? liveOrExpired(session, null) : { status: 'invalid' };
}

async function findByCookie(db: Database, cookieSecret: string): Promise<MobileSession | null> {
  const [row] = await db
    .select()
    .from(mobileChatSessions)
    .where(and(eq(mobileChatSessions.cookieHash, hashToken(cookieSecret)), isNull(mobileChatSessions.endedAt)))
    .limit(1);
  return row ?? null;
}

const liveOrExpired = (session: MobileSession, cookieSecret: string | null): Exchange =>
  session.expiresAt.getTime() > Date.now() ? { status: 'ok', session, cookieSecret } : { status: 'expired' };

/** Marks the phone as seen (the desktop's list shows when), at most once a minute per session. */
export async function touchSession(db: Database, sessionId: string) {
  await db
    .update(mobileChatSessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(mobileChatSessions.id, sessionId),
        sql`(${mobileChatSessions.lastSeenAt} is null or ${mobileChatSessions.lastSeenAt} < now() - interval '1 minute')`,
      ),
    );
}

/** The person's links still waiting for a phone and the phones chatting, newest first. */
export async function listChatSessions(db: Database, userId: string) {
  return db
    .select()
    .from(mobileChatSessions)
    .where(and(eq(mobileChatSessions.userId, userId), isNull(mobileChatSessions.endedAt), gt(mobileChatSessions.expiresAt, sql`now()`)))
    .orderBy(desc(mobileChatSessions.createdAt))
    .limit(20);
}

/** Ends one of the person's sessions (or revokes its unused link); false when it is not theirs or already over. */
export async function endChatSession(db: Database, userId: string, sessionId: string): Promise<boolean> {
  const ended = await db
    .update(mobileChatSessions)
    .set({ endedAt: sql`now()` })
    .where(and(eq(mobileChatSessions.id, sessionId), eq(mobileChatSessions.userId, userId), isNull(mobileChatSessions.endedAt)))
    .returning({ id: mobileChatSessions.id });
  return ended.length > 0;
}

import { createHmac } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client';
import { messagingConnections } from '../../../db/schema';
import { safeEqual } from '../../../lib/tokens';
import { REPLY_CODE_LENGTH } from '@shared/domain/handoff/phone';

/**
 * §4.5: with the outbox no one can reply, so "connected" is simulated 5 s after the send. The
 * confirmation is written at send time as a connection that starts 5 s later (connected_at in the
 * future), so reading the status never writes, and the simulated number is claimed at once
 * through the same one-owner index as a real one.
 */
export const SIMULATED_CONFIRMATION_MS = 5000;

export type ConnectionRow = typeof messagingConnections.$inferSelect;

export const phoneHint = (phone: string) => `+${'•'.repeat(Math.max(0, phone.length - 5))}${phone.slice(-4)}`;

/** What the person sees: connected once the (real or simulated) confirmation's time has come. */
export function connectionStatus(row: Pick<ConnectionRow, 'status' | 'connectedAt'>, now = new Date()): 'verification_sent' | 'connected' {
  return row.status === 'connected' && row.connectedAt !== null && row.connectedAt <= now ? 'connected' : 'verification_sent';
}

/**
 * The code the opt-in message asks the person to send back. Derived, not stored: an HMAC over the
 * registration (person, number, send time), so a resend makes the old code useless, and only the
 * holder of the key (the Twilio auth token, which also signs the webhook) can mint one.
 */
export function replyCode(key: string, registration: { userId: string; phone: string; sentAt: Date }): string {
  const mac = createHmac('sha256', key).update(`${registration.userId}\n${registration.phone}\n${registration.sentAt.getTime()}`).digest();
  return String(mac.readUInt32BE(0) % 10 ** REPLY_CODE_LENGTH).padStart(REPLY_CODE_LENGTH, '0');
}

/** Records the registration sent at `sentAt` (the person's one row; a new number replaces the old). */
export async function saveVerificationSent(
  db: Database,
  registration: { userId: string; phone: string; sentAt: Date; simulated: boolean },
) {
  const { userId, phone, sentAt, simulated } = registration;
  const state = simulated
    ? { status: 'connected', connectedAt: new Date(sentAt.getTime() + SIMULATED_CONFIRMATION_MS) }
    : { status: 'verification_sent', connectedAt: null };
  await db
    .insert(messagingConnections)
    .values({ userId, phone, sentAt, ...state })
    .onConflictDoUpdate({ target: messagingConnections.userId, set: { phone, sentAt, firstCheckAt: null, ...state } });
}

export async function findConnection(db: Database, userId: string) {
  const [row] = await db.select().from(messagingConnections).where(eq(messagingConnections.userId, userId)).limit(1);
  return row ?? null;
}

/** True when the number is connected (or its simulated confirmation is due) for someone else. */
export async function isNumberTakenByOther(db: Db, userId: string, phone: string) {
  const [row] = await db
    .select({ userId: messagingConnections.userId })
    .from(messagingConnections)
    .where(
      and(eq(messagingConnections.phone, phone), eq(messagingConnections.status, 'connected'), ne(messagingConnections.userId, userId)),
    )
    .limit(1);
  return Boolean(row);
}

/** The one person a number is connected to, if any (the partial unique index allows at most one). */
export async function connectedOwner(db: Database, phone: string, now = new Date()) {
  const [row] = await db
    .select()
    .from(messagingConnections)
    .where(and(eq(messagingConnections.phone, phone), eq(messagingConnections.status, 'connected')))
    .limit(1);
  return row && connectionStatus(row, now) === 'connected' ? row.userId : null;
}

/**
 * The reply webhook: the number's owner answered with a code. Connects exactly the one pending
 * registration whose code it is — so if B registered A's number, A's reply to A's own message
 * connects A only, and B's registration waits for a code only A's phone received. Nothing happens
 * when no registration (or, by a 1-in-a-million collision, more than one) matches, or when the
 * number already belongs to someone else.
 */
export async function connectByReplyCode(db: Database, key: string, phone: string, code: string, now = new Date()) {
  const pending = await db
    .select({ userId: messagingConnections.userId, sentAt: messagingConnections.sentAt })
    .from(messagingConnections)
    .where(and(eq(messagingConnections.phone, phone), eq(messagingConnections.status, 'verification_sent')));
  const matches = pending.filter((r) => safeEqual(replyCode(key, { userId: r.userId, phone, sentAt: r.sentAt }), code));
  if (matches.length !== 1) return null;
  const { userId, sentAt } = matches[0]!;
  try {
    const [row] = await db
      .update(messagingConnections)
      .set({ status: 'connected', connectedAt: now })
      // Same send time: a resend that raced in has a new code, and this one must not confirm it.
      .where(
        and(
          eq(messagingConnections.userId, userId),
          eq(messagingConnections.phone, phone),
          eq(messagingConnections.status, 'verification_sent'),
          eq(messagingConnections.sentAt, sentAt),
        ),
      )
      .returning({ userId: messagingConnections.userId });
    return row?.userId ?? null;
  } catch (err) {
    if (isUniqueViolation(err)) return null;
    throw err;
  }
}

/** PostgreSQL's unique_violation, as node-postgres or PGlite raise it (possibly wrapped by drizzle). */
export function isUniqueViolation(err: unknown): boolean {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++, e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

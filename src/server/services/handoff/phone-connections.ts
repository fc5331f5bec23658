import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messagingConnections } from '../../db/schema';

/** §4.5: with the outbox there is no real reply, so "connected" is simulated 5 s after the first check. */
export const SIMULATED_CONFIRMATION_MS = 5000;

export const phoneHint = (phone: string) => `+${'•'.repeat(Math.max(0, phone.length - 5))}${phone.slice(-4)}`;

export async function saveVerificationSent(db: Database, userId: string, phone: string) {
  await db
    .insert(messagingConnections)
    .values({ userId, phone, status: 'verification_sent' })
    .onConflictDoUpdate({ target: messagingConnections.userId, set: { phone, status: 'verification_sent', sentAt: sql`now()`, firstCheckAt: null, connectedAt: null } });
}

export async function findConnection(db: Database, userId: string) {
  const [row] = await db.select().from(messagingConnections).where(eq(messagingConnections.userId, userId)).limit(1);
  return row ?? null;
}

/**
 * The connection's status as the polling client sees it. `simulated`: the embedded outbox, where
 * no one can reply, confirms 5 s after the first check; a real provider waits for the reply webhook.
 */
export async function checkConnection(db: Database, userId: string, simulated: boolean, now = new Date()) {
  const row = await findConnection(db, userId);
  if (!row) return null;
  if (row.status === 'connected' || !simulated) return row;
  if (!row.firstCheckAt) {
    await db.update(messagingConnections).set({ firstCheckAt: now }).where(eq(messagingConnections.userId, userId));
    return { ...row, firstCheckAt: now };
  }
  if (now.getTime() - row.firstCheckAt.getTime() >= SIMULATED_CONFIRMATION_MS) return markConnected(db, userId, now);
  return row;
}

export async function markConnected(db: Database, userId: string, now = new Date()) {
  const [row] = await db.update(messagingConnections).set({ status: 'connected', connectedAt: now }).where(eq(messagingConnections.userId, userId)).returning();
  return row ?? null;
}

/** The reply webhook: the person answered from their phone. */
export async function connectByPhone(db: Database, phone: string) {
  const [row] = await db.update(messagingConnections).set({ status: 'connected', connectedAt: sql`now()` }).where(eq(messagingConnections.phone, phone)).returning({ userId: messagingConnections.userId });
  return row?.userId ?? null;
}

import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { outbox } from '../../../db/schema';

export type OutboxEntry = {
  kind: 'email' | 'message';
  /** Whose message it is: the person it is about, when they have an account (null otherwise). */
  userId?: string | null;
  recipient: string;
  subject?: string;
  body: string;
  payload?: Record<string, unknown>;
  status: 'pending' | 'sent' | 'failed';
};

/** Records an outgoing e-mail or message: the embedded default channel and the audit trail of real ones. */
export async function recordOutbox(db: Database, entry: OutboxEntry) {
  const sentAt = entry.status === 'sent' ? new Date() : null;
  await db.insert(outbox).values({ ...entry, userId: entry.userId ?? null, payload: entry.payload ?? {}, sentAt });
}

/** Newest first: one person's messages, or everyone's (`'everyone'`, for the admin token only). */
export async function latestOutbox(db: Database, whose: { userId: string } | 'everyone', limit = 100) {
  const query = db.select().from(outbox);
  const scoped = whose === 'everyone' ? query : query.where(eq(outbox.userId, whose.userId));
  return scoped.orderBy(desc(outbox.createdAt)).limit(limit);
}

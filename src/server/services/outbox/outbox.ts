import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';

export type OutboxEntry = { kind: 'email' | 'message'; recipient: string; subject?: string; body: string; payload?: Record<string, unknown>; status: 'pending' | 'sent' | 'failed' };

/** Records an outgoing e-mail or message: the embedded default channel and the audit trail of real ones. */
export async function recordOutbox(db: Database, entry: OutboxEntry) {
  const sentAt = entry.status === 'sent' ? new Date() : null;
  await db.insert(outbox).values({ ...entry, payload: entry.payload ?? {}, sentAt });
}

export async function latestOutbox(db: Database, limit = 100) {
  return db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit);
}

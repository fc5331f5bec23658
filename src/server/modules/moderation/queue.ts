import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { moderationActions } from '../../db/schema';
import { oldestFirst, type RawItem } from '@shared/domain/moderation/queue-items';
import { evidenceFor, type Evidence } from './evidence';
import { QUEUE_SOURCES } from './queue-sources';

export type QueueItem = RawItem & { evidence: Evidence };

/** Items the console shows at once, oldest first. */
export const QUEUE_SHOWN = 50;

/** The open items of every source, oldest first, each with its evidence (ADR 055). */
export async function listQueue(db: Database, now: Date): Promise<QueueItem[]> {
  const raw = (await Promise.all(QUEUE_SOURCES.map((s) => s.open(db)))).flat();
  const shown = oldestFirst(raw).slice(0, QUEUE_SHOWN);
  const items: QueueItem[] = [];
  for (const item of shown) items.push({ ...item, evidence: await evidenceFor(db, item, now) });
  return items;
}

/** The audit log, newest first: who, when, what, why (never edited: moderation_actions is append-only). */
export async function listAudit(db: Database, limit = 200) {
  return db
    .select({
      id: moderationActions.id,
      itemKey: moderationActions.itemKey,
      actorEmail: moderationActions.actorEmail,
      action: moderationActions.action,
      reason: moderationActions.reason,
      days: moderationActions.days,
      createdAt: moderationActions.createdAt,
    })
    .from(moderationActions)
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(limit);
}

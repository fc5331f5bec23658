import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { moderationActions } from '../../db/schema';
import { groupByMessage, type GroupedItem, type RawItem } from '@shared/domain/moderation/queue-items';
import { evidenceFor, type Evidence } from './evidence';
import { openItems } from './queue-sources';

export type QueueItem = GroupedItem & { evidence: Evidence };

/** Items the console shows at once, oldest first. */
export const QUEUE_SHOWN = 50;

/**
 * The open items of every source, oldest first, each with its evidence (ADR 055); a report and the flags of the same
 * message are one item with every source (ADR 065), its evidence the report's (what the reporter received) if any.
 */
export async function listQueue(db: Database, now: Date): Promise<QueueItem[]> {
  const raw = await openItems(db);
  const shown = groupByMessage(raw).slice(0, QUEUE_SHOWN);
  const byKey = new Map(raw.map((i) => [i.key, i]));
  const items: QueueItem[] = [];
  for (const item of shown) {
    const report = item.sources.find((s) => s.kind === 'report');
    const evidenceOf: RawItem = report ? byKey.get(report.key)! : item;
    items.push({ ...item, evidence: await evidenceFor(db, evidenceOf, now) });
  }
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

import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberReports, memberSanctions, moderationActions } from '../../db/schema';
import { liftSafetyHold } from '@server/modules/agents';
import { queueNotice } from '@server/modules/channels';
import { applyBan } from './ban';
import { openItem } from './queue-sources';
import { parseItemKey, type ModerationAction } from '@shared/domain/moderation/queue-items';
import { noticeFor, sanctionFor } from '@shared/domain/moderation/sanction';

export type ActRequest = { itemKey: string; action: ModerationAction; reason: string; days: number | null; actorEmail: string };
export type ActResult = { kind: 'done'; auditId: string } | { kind: 'already_resolved' } | { kind: 'unknown_item' };

const HOLD_LIFTED = 'A moderator looked at your account: your introductions and messages are back on. Thank you for your patience.';
const ENDED_FOR_OTHER = 'Your chat has ended: the other member is no longer on Maya. Thank you for being kind.';

async function isResolved(db: Database, key: string) {
  const [row] = await db.select({ id: moderationActions.id }).from(moderationActions).where(eq(moderationActions.itemKey, key)).limit(1);
  return Boolean(row);
}

/**
 * Resolves one queue item with one action (issue 42 item 3, ADR 055). The audit row is written first, on the
 * item's unique key: of two moderators acting at once, one writes it and acts; the other is told it is resolved.
 * Everything the action changes is in the same transaction; Maya's messages are queued once it is committed.
 */
export async function act(db: Database, req: ActRequest, now: Date): Promise<ActResult> {
  const key = parseItemKey(req.itemKey);
  if (!key) return { kind: 'unknown_item' };
  if (await isResolved(db, req.itemKey)) return { kind: 'already_resolved' };
  const item = await openItem(db, req.itemKey);
  // NOTE: an item another moderator resolved a moment ago has left its source too.
  if (!item) return (await isResolved(db, req.itemKey)) ? { kind: 'already_resolved' } : { kind: 'unknown_item' };
  const sanction = sanctionFor(req.action, req.days, now);
  const outcome = await db.transaction(async (tx) => {
    const [audit] = await tx
      .insert(moderationActions)
      .values({
        itemKey: req.itemKey,
        subjectUserId: item.subjectUserId,
        actorEmail: req.actorEmail,
        action: req.action,
        reason: req.reason,
        days: req.action === 'suspend' ? req.days : null,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: moderationActions.id });
    if (!audit) return null;
    if (key.kind === 'report') await tx.update(memberReports).set({ status: 'reviewed' }).where(eq(memberReports.id, key.id));
    // A moderator has looked: the pause ends, whatever the action (a suspension or a ban takes over from it).
    if (key.kind === 'hold') await liftSafetyHold(tx, key.id, req.actorEmail, req.reason, now);
    if (sanction) {
      // NOTE: a ban stays a ban: a later warning or suspension never softens it.
      await tx
        .insert(memberSanctions)
        .values({ userId: item.subjectUserId, ...sanction, updatedAt: now })
        .onConflictDoUpdate({
          target: memberSanctions.userId,
          set: { ...sanction, updatedAt: now },
          setWhere: sql`${memberSanctions.state} <> 'banned'`,
        });
    }
    const others = req.action === 'ban' ? await applyBan(tx, item.subjectUserId, now) : [];
    return { auditId: audit.id, others };
  });
  if (!outcome) return { kind: 'already_resolved' };
  const text = noticeFor(req.action, req.days, req.reason) ?? (key.kind === 'hold' && req.action === 'dismiss' ? HOLD_LIFTED : null);
  if (text) await queueNotice(db, item.subjectUserId, { text, dedupeKey: `moderation:${outcome.auditId}` }, now);
  for (const other of outcome.others)
    await queueNotice(db, other, { text: ENDED_FOR_OTHER, dedupeKey: `moderation-end:${outcome.auditId}` }, now);
  return { kind: 'done', auditId: outcome.auditId };
}

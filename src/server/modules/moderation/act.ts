import { eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memberReports, memberSanctions, moderationActions } from '../../db/schema';
import { liftSafetyHold } from '@server/modules/agents';
import { queueNotice } from '@server/modules/channels';
import { applyBan } from './ban';
import { openGroup } from './queue-sources';
import { parseItemKey, type ModerationAction } from '@shared/domain/moderation/queue-items';
import { noticeFor, sanctionFor } from '@shared/domain/moderation/sanction';

export type ActRequest = { itemKey: string; action: ModerationAction; reason: string; days: number | null; actorEmail: string };
export type ActResult = { kind: 'done'; auditId: string } | { kind: 'already_resolved' } | { kind: 'unknown_item' };

const HOLD_LIFTED = 'A moderator looked at your account: your introductions and messages are back on. Thank you for your patience.';
const ENDED_FOR_OTHER = 'Your chat has ended: the other member is no longer on Maya. Thank you for being kind.';

/** Thrown inside the transaction to undo the rows it wrote for a message another moderator resolved first. */
const ALREADY_RESOLVED = new Error('already resolved');

async function isResolved(db: Database, key: string) {
  const [row] = await db.select({ id: moderationActions.id }).from(moderationActions).where(eq(moderationActions.itemKey, key)).limit(1);
  return Boolean(row);
}

/**
 * Resolves one queue item with one action (issue 42 item 3, ADR 055). The audit row is written first, on the
 * item's unique key: of two moderators acting at once, one writes it and acts; the other is told it is resolved.
 * Everything the action changes is in the same transaction; Maya's messages are queued once it is committed.
 * The other sources about the same message (a report and the screen's flags of it, ADR 065) are resolved with it,
 * each with its own audit row.
 */
export async function act(db: Database, req: ActRequest, now: Date): Promise<ActResult> {
  const key = parseItemKey(req.itemKey);
  if (!key) return { kind: 'unknown_item' };
  if (await isResolved(db, req.itemKey)) return { kind: 'already_resolved' };
  const group = await openGroup(db, req.itemKey);
  // NOTE: an item another moderator resolved a moment ago has left its source too.
  if (!group) return (await isResolved(db, req.itemKey)) ? { kind: 'already_resolved' } : { kind: 'unknown_item' };
  const { item } = group;
  const sanction = sanctionFor(req.action, req.days, now);
  const outcome = await db
    .transaction(async (tx) => {
      const row = (itemKey: string) => ({
        itemKey,
        subjectUserId: item.subjectUserId,
        actorEmail: req.actorEmail,
        action: req.action,
        reason: req.reason,
        days: req.action === 'suspend' ? req.days : null,
        createdAt: now,
      });
      // NOTE: every key of the message in one insert, in one order: two moderators acting on two sources of one message
      // at once then wait on the same first row instead of each holding the row the other needs (a deadlock on PostgreSQL).
      const keys = [...group.keys].sort();
      const written = await tx
        .insert(moderationActions)
        .values(keys.map(row))
        .onConflictDoNothing()
        .returning({ id: moderationActions.id, itemKey: moderationActions.itemKey });
      const audit = written.find((w) => w.itemKey === req.itemKey);
      if (!audit) throw ALREADY_RESOLVED;
      const reports = group.keys.map(parseItemKey).flatMap((k) => (k?.kind === 'report' ? [k.id] : []));
      if (reports.length) await tx.update(memberReports).set({ status: 'reviewed' }).where(inArray(memberReports.id, reports));
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
      const ended = req.action === 'ban' ? await applyBan(tx, item.subjectUserId, now) : [];
      return { auditId: audit.id, others: ended };
    })
    .catch((error: unknown) => {
      if (error === ALREADY_RESOLVED) return null;
      throw error;
    });
  if (!outcome) return { kind: 'already_resolved' };
  const text = noticeFor(req.action, req.days, req.reason) ?? (key.kind === 'hold' && req.action === 'dismiss' ? HOLD_LIFTED : null);
  if (text) await queueNotice(db, item.subjectUserId, { text, dedupeKey: `moderation:${outcome.auditId}` }, now);
  for (const other of outcome.others)
    await queueNotice(db, other, { text: ENDED_FOR_OTHER, dedupeKey: `moderation-end:${outcome.auditId}` }, now);
  return { kind: 'done', auditId: outcome.auditId };
}

/**
 * An admin's approval or decline of a waitlist request, in the same append-only audit log (ADR 065): who, when, what,
 * why. Keyed `waitlist:<user>:<action>`, so a request is approved (or declined) once in the log, as in the waitlist.
 */
export async function auditWaitlist(
  db: Database,
  entry: { userId: string; action: 'approve' | 'decline'; actorEmail: string; reason: string },
  now: Date,
): Promise<void> {
  await db
    .insert(moderationActions)
    .values({
      itemKey: `waitlist:${entry.userId}:${entry.action}`,
      subjectUserId: entry.userId,
      actorEmail: entry.actorEmail,
      action: entry.action,
      reason: entry.reason,
      createdAt: now,
    })
    .onConflictDoNothing();
}

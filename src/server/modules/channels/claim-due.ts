import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messengerLinks, outbox } from '../../db/schema';
import { CHAT_GAP_MS, CLAIM_LEASE_MS } from '@shared/domain/messenger/outbox-pacing';
import type { OutboxRow } from './outbox-store';

/** A chat message: always someone's (only e-mail and Twilio copies may have no user). */
export type ClaimedMessage = OutboxRow & { userId: string; lastInboundAt: Date | null };

const o = outbox;

/**
 * Claims up to `limit` messages that may go out now, in one short transaction: each chat's oldest
 * pending message only (a later one never overtakes it, even while it waits for a retry), and only
 * when that chat sent nothing in the last second. FOR UPDATE SKIP LOCKED lets several dispatchers
 * claim side by side; the claim moves `next_attempt_at` a lease ahead, so no other dispatcher takes
 * the row while it is being sent, and a dispatcher that dies mid-send loses nothing (the lease ends).
 */
export async function claimDue(db: Database, now: Date, limit = 50): Promise<ClaimedMessage[]> {
  const nowSql = sql`${now.toISOString()}::timestamptz`;
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ row: o, lastInboundAt: messengerLinks.lastInboundAt })
      .from(o)
      .leftJoin(messengerLinks, and(eq(messengerLinks.userId, o.userId), eq(messengerLinks.channel, o.channel)))
      .where(
        and(
          eq(o.status, 'pending'),
          eq(o.kind, 'chat'),
          eq(o.direction, 'out'),
          lte(o.nextAttemptAt, now),
          sql`not exists (select 1 from outbox e where e.channel = ${o.channel} and e.address = ${o.address}
                and e.kind = 'chat' and e.status = 'pending' and e.direction = 'out' and e.id < ${o.id})`,
          sql`not exists (select 1 from outbox s where s.channel = ${o.channel} and s.address = ${o.address}
                and s.kind = 'chat' and s.direction = 'out' and s.status = 'sent' and s.sent_at > ${nowSql} - ${`${CHAT_GAP_MS} milliseconds`}::interval)`,
        ),
      )
      .orderBy(asc(o.id))
      .limit(limit)
      .for('update', { of: o, skipLocked: true });
    if (rows.length === 0) return [];
    await tx
      .update(o)
      .set({ attempts: sql`${o.attempts} + 1`, nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
      .where(
        inArray(
          o.id,
          rows.map((r) => r.row.id),
        ),
      );
    return rows.map((r) => ({ ...r.row, userId: r.row.userId!, attempts: r.row.attempts + 1, lastInboundAt: r.lastInboundAt }));
  });
}

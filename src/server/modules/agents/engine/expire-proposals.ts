import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { rowsOf } from './agent-deps';

/** Proposals nobody finished deciding by their deadline become 'expired' (one UPDATE); returns how many. */
export async function expireProposals(db: Database, now: Date): Promise<number> {
  const result = await db.execute(sql`
    update agent_pairs set status = 'expired', updated_at = ${now.toISOString()}::timestamptz
    where status = 'proposed' and expires_at <= ${now.toISOString()}::timestamptz
    returning id`);
  return rowsOf(result).length;
}

/**
 * The next `limit` members in the pool after `afterUserId` (null: from the start), in id order:
 * the daily fan-out walks the pool a page at a time (keyset pagination, no OFFSET).
 */
export async function activeMemberIds(db: Database, afterUserId: string | null, limit: number): Promise<string[]> {
  const result = await db.execute(sql`
    select p.user_id from member_preferences p
    join automation_sessions s on s.user_id = p.user_id and s.status = 'active'
    where ${afterUserId === null ? sql`true` : sql`p.user_id > ${afterUserId}::uuid`}
    order by p.user_id
    limit ${limit}`);
  return rowsOf<{ user_id: string }>(result).map((r) => r.user_id);
}

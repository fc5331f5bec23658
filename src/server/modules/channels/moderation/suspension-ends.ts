import { and, eq, lte, sql } from 'drizzle-orm';
import { SUSPENSION_ENDED } from '@shared/domain/moderation/sanction';
import { memberSanctions } from '../../../db/schema';
import type { Messenger } from '../messenger';

type JobMessenger = Pick<Messenger, 'notify'> & { deps: Pick<Messenger['deps'], 'db' | 'passSoon'> };

/**
 * A suspension's end (issue 42 item 3, ADR 065): a named job of the messenger's housekeeping, once a minute. Each
 * suspension past its end is claimed by one conditional UPDATE (suspended → served), so a second pass or instance
 * tells nobody twice; the member is told in plain words and their agent looks for people again soon. An appeal not
 * made lapses: their next message is for their match again, not an appeal. The pool's and
 * the relay's filters compare `suspended_until` with the clock themselves, so the member is back even before this runs.
 * NOTE: a crash between the claim and the notice loses the notice (as after a moderator's action, act.ts).
 */
export const suspensionEndsJob = {
  name: 'suspension-ends',
  async run(m: JobMessenger, now: Date): Promise<number> {
    const s = memberSanctions;
    const ended = await m.deps.db
      .update(s)
      .set({ state: 'served', appeal: sql`case when ${s.appeal} = 'open' then null else ${s.appeal} end`, updatedAt: now })
      .where(and(eq(s.state, 'suspended'), lte(s.suspendedUntil, now)))
      .returning({ userId: s.userId, until: s.suspendedUntil });
    for (const { userId, until } of ended) {
      await m.notify(userId, { text: SUSPENSION_ENDED, dedupeKey: `suspension-end:${userId}:${until?.toISOString()}` });
      await m.deps.passSoon(userId);
    }
    return ended.length;
  },
} as const;

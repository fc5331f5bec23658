import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { agentPairs, memberBlocks, messengerRelays } from '../../../db/schema';
import type { DeliveryCheck } from '../deliver-due';

const RELAYED = /^relay:([0-9a-f-]{36}):/;
export const RELAY_CLOSED = 'relay_closed: the introduction ended, or one of the two blocked the other';

/**
 * A relayed message is delivered only while its relay is open, the pair still introduced, and no
 * block stands between the two, checked as it goes out: a message queued before a block is never
 * delivered after it.
 */
export const relayCheck =
  (db: Database): DeliveryCheck =>
  async (m) => {
    const pairId = RELAYED.exec(m.dedupeKey ?? '')?.[1];
    if (!pairId) return null;
    const [row] = await db
      .select({ relay: messengerRelays.status, pair: agentPairs.status })
      .from(messengerRelays)
      .innerJoin(agentPairs, eq(agentPairs.id, messengerRelays.pairId))
      .where(
        and(
          eq(messengerRelays.pairId, pairId),
          sql`not exists (select 1 from ${memberBlocks} b where
            (b.blocker_user_id = ${messengerRelays.lowUserId} and b.blocked_user_id = ${messengerRelays.highUserId})
            or (b.blocker_user_id = ${messengerRelays.highUserId} and b.blocked_user_id = ${messengerRelays.lowUserId}))`,
        ),
      )
      .limit(1);
    return row?.relay === 'open' && row.pair === 'introduced' ? null : RELAY_CLOSED;
  };

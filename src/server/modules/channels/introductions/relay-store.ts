import { and, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { agentPairs, messengerRelays } from '../../../db/schema';

export type RelayRow = typeof messengerRelays.$inferSelect;

/** A relay as one of its two members sees it. */
export type MyRelay = { pairId: string; otherId: string; withMaya: boolean; focusAt: Date; status: string };

const r = messengerRelays;
const mine = (userId: string) => or(eq(r.lowUserId, userId), eq(r.highUserId, userId))!;

export const asMine = (row: RelayRow, userId: string): MyRelay => {
  const low = row.lowUserId === userId;
  return {
    pairId: row.pairId,
    otherId: low ? row.highUserId : row.lowUserId,
    withMaya: low ? row.lowWithMaya : row.highWithMaya,
    focusAt: low ? row.lowFocusAt : row.highFocusAt,
    status: row.status,
  };
};

/** Opens the relay of an introduced pair (once: a second introduction of the same pair changes nothing). */
export async function openRelay(db: Database, pair: { id: string; low: string; high: string }, now: Date) {
  await db
    .insert(r)
    .values({ pairId: pair.id, lowUserId: pair.low, highUserId: pair.high, openedAt: now, lowFocusAt: now, highFocusAt: now })
    .onConflictDoNothing();
}

/**
 * The person's open relays, the one their free text goes to first (latest focus). NOTE: only while
 * the pair is still introduced: a block (here or on /done) closes the pair, and so the relay.
 */
export async function openRelaysOf(db: Database, userId: string): Promise<MyRelay[]> {
  const rows = await db
    .select({ relay: r })
    .from(r)
    .innerJoin(agentPairs, and(eq(agentPairs.id, r.pairId), eq(agentPairs.status, 'introduced')))
    .where(and(mine(userId), eq(r.status, 'open')));
  return rows.map((x) => asMine(x.relay, userId)).sort((a, b) => b.focusAt.getTime() - a.focusAt.getTime());
}

/** The person's relay of that pair, open or not, or null when it is not theirs. */
export async function relayOf(db: Database, userId: string, pairId: string): Promise<MyRelay | null> {
  const [row] = await db
    .select()
    .from(r)
    .where(and(eq(r.pairId, pairId), mine(userId)))
    .limit(1);
  return row ? asMine(row, userId) : null;
}

/** Their free text goes to this relay again (TALK TO <name>, or the button). */
export async function focusRelay(db: Database, userId: string, pairId: string, now: Date) {
  await db
    .update(r)
    .set({
      lowFocusAt: sql`case when ${r.lowUserId} = ${userId} then ${now.toISOString()}::timestamptz else ${r.lowFocusAt} end`,
      highFocusAt: sql`case when ${r.highUserId} = ${userId} then ${now.toISOString()}::timestamptz else ${r.highFocusAt} end`,
      lowWithMaya: sql`case when ${r.lowUserId} = ${userId} then false else ${r.lowWithMaya} end`,
      highWithMaya: sql`case when ${r.highUserId} = ${userId} then false else ${r.highWithMaya} end`,
    })
    .where(and(eq(r.pairId, pairId), mine(userId)));
}

/** Back to Maya: the person's free text goes to Maya again; the others' messages still reach them. */
export async function talkToMaya(db: Database, userId: string) {
  await db.update(r).set({ lowWithMaya: true }).where(eq(r.lowUserId, userId));
  await db.update(r).set({ highWithMaya: true }).where(eq(r.highUserId, userId));
}

/** Ends an open relay; false when it was not open (a second END changes nothing). */
export async function endRelay(db: Database, pairId: string, reason: 'ended' | 'blocked' | 'reported', now: Date): Promise<boolean> {
  const ended = await db
    .update(r)
    .set({ status: 'ended', endedReason: reason, endedAt: now })
    .where(and(eq(r.pairId, pairId), eq(r.status, 'open')))
    .returning({ pairId: r.pairId });
  return ended.length > 0;
}

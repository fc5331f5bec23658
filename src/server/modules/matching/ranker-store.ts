import { inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rankerMembers, rankerNetwork, users } from '../../db/schema';
import { createState, parseRankerState } from './ranking';
import type { MemberParams, RankerState } from './ranking/types';

/**
 * The ranker's state in PostgreSQL (ADR 054): `ranker_network` holds the network's part (one row),
 * `ranker_members` a row per member. A reader loads the network and only the members it scores (a
 * member missing from `members` reads as the prior, ADR 047). Writers hold the network row's lock.
 */

export const NETWORK_ROW = 'ranker';

/** Member rows written per INSERT (a refit writes every member). */
const WRITE_CHUNK = 500;

type NetworkPart = Pick<RankerState, 'version' | 'config' | 'outcomes' | 'global'>;

const networkPart = (state: RankerState): NetworkPart => ({
  version: state.version,
  config: state.config,
  outcomes: state.outcomes,
  global: state.global,
});

const withMembers = (network: NetworkPart | undefined, members: Record<string, MemberParams>): RankerState =>
  parseRankerState({ ...(network ?? networkPart(createState())), members });

async function memberRows(db: Db, ids: string[]): Promise<Record<string, MemberParams>> {
  const unique = [...new Set(ids)];
  if (!unique.length) return {};
  const rows = await db
    .select({ userId: rankerMembers.userId, params: rankerMembers.params })
    .from(rankerMembers)
    .where(inArray(rankerMembers.userId, unique));
  return Object.fromEntries(rows.map((r) => [r.userId, r.params as unknown as MemberParams]));
}

/**
 * A query's columns for the pass (ADR 054: it reads the ranker in the queries it already runs, not in
 * queries of its own): the member's stored parameters, and the network's part.
 */
export const rankerParamsColumn = (userId: SQL) =>
  sql`(select rm.params from ranker_members rm where rm.user_id = ${userId}) as ranker_params`;
export const rankerNetworkColumn = () => sql`(select rn.state from ranker_network rn where rn.id = ${NETWORK_ROW}) as ranker_network`;

/** The state from those columns: the network (the prior when none is stored) and the members' parameters that were found. */
export const rankerStateOf = (network: unknown, params: Record<string, unknown>): RankerState =>
  withMembers(
    (network ?? undefined) as NetworkPart | undefined,
    Object.fromEntries(Object.entries(params).filter(([, p]) => p !== null && p !== undefined)) as Record<string, MemberParams>,
  );

/** The state as the pass scores with it: the network and these members (the prior before any write). */
export async function readRanker(db: Db, memberIds: string[]): Promise<RankerState> {
  const [network] = await db
    .select({ state: rankerNetwork.state })
    .from(rankerNetwork)
    .where(sql`${rankerNetwork.id} = ${NETWORK_ROW}`);
  return withMembers(network?.state as NetworkPart | undefined, await memberRows(db, memberIds));
}

export type LockedRanker = { network: NetworkPart; version: number; learnedUntil: Date | null };

/**
 * Takes the network row's lock for the transaction `tx` (made at the prior on first use): every writer
 * (the incremental update, the refit) holds it, so two workers never interleave and no write is lost.
 * NOTE: call it first in the transaction, before reading any member row.
 */
export async function lockRanker(tx: Db, now: Date): Promise<LockedRanker> {
  await tx
    .insert(rankerNetwork)
    .values({ id: NETWORK_ROW, state: networkPart(createState()) as unknown as Record<string, unknown>, updatedAt: now })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ state: rankerNetwork.state, version: rankerNetwork.version, learnedUntil: rankerNetwork.learnedUntil })
    .from(rankerNetwork)
    .where(sql`${rankerNetwork.id} = ${NETWORK_ROW}`)
    .for('update');
  return { network: row!.state as unknown as NetworkPart, version: row!.version, learnedUntil: row!.learnedUntil };
}

/** The members' rows with the lock held (`lockRanker` first), as a state to update. */
export const lockedState = async (tx: Db, locked: LockedRanker, memberIds: string[]): Promise<RankerState> =>
  withMembers(locked.network, await memberRows(tx, memberIds));

async function upsertMembers(tx: Db, members: Record<string, MemberParams>, now: Date) {
  // A member deleted since their outcomes were read has no users row (the FK would refuse): left out.
  const ids = Object.keys(members);
  const existing = new Set<string>();
  for (let i = 0; i < ids.length; i += WRITE_CHUNK) {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, ids.slice(i, i + WRITE_CHUNK)));
    for (const r of found) existing.add(r.id);
  }
  const rows = Object.entries(members)
    .filter(([userId]) => existing.has(userId))
    .map(([userId, params]) => ({
      userId,
      params: params as unknown as Record<string, unknown>,
      updatedAt: now,
    }));
  for (let i = 0; i < rows.length; i += WRITE_CHUNK)
    await tx
      .insert(rankerMembers)
      .values(rows.slice(i, i + WRITE_CHUNK))
      .onConflictDoUpdate({ target: rankerMembers.userId, set: { params: sql`excluded.params`, updatedAt: now } });
}

/** Writes what changed and moves the network row to the next version (the lock still held). */
export async function saveRanker(
  tx: Db,
  locked: LockedRanker,
  state: RankerState,
  { now, learnedUntil, replaceAll = false }: { now: Date; learnedUntil: Date | null; replaceAll?: boolean },
): Promise<number> {
  // The refit replaces every member: one left out of its outcomes (paused, blocked away) has no row after it.
  if (replaceAll) await tx.delete(rankerMembers).where(sql`true`);
  await upsertMembers(tx, state.members, now);
  const version = locked.version + 1;
  await tx
    .update(rankerNetwork)
    .set({
      state: networkPart(state) as unknown as Record<string, unknown>,
      version,
      learnedUntil,
      updatedAt: now,
      ...(replaceAll ? { refittedAt: now } : {}),
    })
    .where(sql`${rankerNetwork.id} = ${NETWORK_ROW}`);
  return version;
}

import { and, desc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client';
import { agentPairs, memberBlocks, memberPreferences, profiles } from '../../../db/schema';
import type { ProposalCard } from '@shared/schemas/shortlist';
import { learnedReasons } from '@server/modules/matching';
import { passReasonsOf } from '@server/modules/outcomes';
import { LISTED_STATUSES, proposalCard, type OtherMember, type PairRow } from './proposal-view';

/** The agent_pairs columns a card needs (both sides; proposal-view.ts picks the member's). */
export const pairColumns = {
  id: agentPairs.id,
  status: agentPairs.status,
  lowUserId: agentPairs.lowUserId,
  highUserId: agentPairs.highUserId,
  week: agentPairs.week,
  lowVerdict: agentPairs.lowVerdict,
  highVerdict: agentPairs.highVerdict,
  lowDecision: agentPairs.lowDecision,
  highDecision: agentPairs.highDecision,
  proposedAt: agentPairs.proposedAt,
  expiresAt: agentPairs.expiresAt,
  introducedAt: agentPairs.introducedAt,
};

export const involves = (userId: string): SQL => or(eq(agentPairs.lowUserId, userId), eq(agentPairs.highUserId, userId))!;
export const otherOf = (pair: Pick<PairRow, 'lowUserId' | 'highUserId'>, userId: string) =>
  pair.lowUserId === userId ? pair.highUserId : pair.lowUserId;

/** A block between the pair's two members, either way, as SQL over `agent_pairs` in the query. */
export const pairBlocked = sql`exists (select 1 from ${memberBlocks} b where
  (b.blocker_user_id = ${agentPairs.lowUserId} and b.blocked_user_id = ${agentPairs.highUserId})
  or (b.blocker_user_id = ${agentPairs.highUserId} and b.blocked_user_id = ${agentPairs.lowUserId}))`;
/** No block between the pair's two members (belt and braces: a block also closes the pair). */
const unblocked = sql`not ${pairBlocked}`;

/** The member's shown pairs (all, or the one with `pairId`), newest proposal first. */
async function shownPairs(db: Db, userId: string, pairId?: string): Promise<PairRow[]> {
  return db
    .select(pairColumns)
    .from(agentPairs)
    .where(
      and(
        involves(userId),
        inArray(agentPairs.status, [...LISTED_STATUSES]),
        isNotNull(agentPairs.proposedAt),
        unblocked,
        pairId ? eq(agentPairs.id, pairId) : undefined,
      ),
    )
    .orderBy(desc(agentPairs.proposedAt), desc(agentPairs.id));
}

/**
 * What the other members of these pairs share: their name (for the first name) and what their
 * preferences let a card show. NOTE: only these columns: never e-mail, phone or coordinates.
 */
async function othersOf(db: Database, userIds: string[]): Promise<Map<string, OtherMember>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({
      userId: profiles.userId,
      displayName: profiles.displayName,
      birthDate: memberPreferences.birthDate,
      cityName: memberPreferences.cityName,
      countryCode: memberPreferences.countryCode,
      shareAge: memberPreferences.shareAge,
      shareArea: memberPreferences.shareArea,
      shareSummary: memberPreferences.shareSummary,
    })
    .from(profiles)
    .leftJoin(memberPreferences, eq(memberPreferences.userId, profiles.userId))
    .where(inArray(profiles.userId, userIds));
  return new Map(
    rows.map(({ userId, ...r }) => [
      userId,
      { ...r, shareAge: r.shareAge ?? false, shareArea: r.shareArea ?? false, shareSummary: r.shareSummary ?? false },
    ]),
  );
}

const NO_ONE: OtherMember = {
  displayName: null,
  birthDate: null,
  cityName: null,
  countryCode: null,
  shareAge: false,
  shareArea: false,
  shareSummary: false,
};

/** Reasons a card shows at most: the learned ones first, then the week's. */
const MAX_WHY = 3;

async function cardsFor(db: Db, userId: string, pairs: PairRow[], now: Date): Promise<ProposalCard[]> {
  const others = await othersOf(db, [...new Set(pairs.map((p) => otherOf(p, userId)))]);
  const cards = pairs.flatMap((p) => proposalCard(p, userId, others.get(otherOf(p, userId)) ?? NO_ONE, now) ?? []);
  // The member's own pass reasons (their outcomes): never the other's.
  const reasons = await passReasonsOf(
    db,
    userId,
    cards.filter((c) => c.myDecision === 'pass').map((c) => c.id),
  );
  // What the ranker learned from the member's own answers (ADR 054), before the week's reasons.
  const learned = await learnedReasons(
    db,
    userId,
    cards.map((c) => c.id),
  );
  return cards.map((c) => ({
    ...c,
    myReason: reasons.get(c.id) ?? null,
    whyItFits: [...new Set([...(learned.get(c.id) ?? []), ...c.whyItFits])].slice(0, MAX_WHY),
  }));
}

/** GET /api/agent/shortlist: the member's proposals, newest first. */
export async function listShortlist(db: Database, userId: string, now = new Date()): Promise<ProposalCard[]> {
  return cardsFor(db, userId, await shownPairs(db, userId), now);
}

/** One of the member's proposals as they see it, or null when it is not theirs (or not shown). */
export async function proposalFor(db: Db, userId: string, pairId: string, now = new Date()): Promise<ProposalCard | null> {
  const [card] = await cardsFor(db, userId, await shownPairs(db, userId, pairId), now);
  return card ?? null;
}

/** The member's shown pair with that id (for a block or a report), or null. */
export async function shownPair(db: Db, userId: string, pairId: string): Promise<PairRow | null> {
  const [pair] = await shownPairs(db, userId, pairId);
  return pair ?? null;
}

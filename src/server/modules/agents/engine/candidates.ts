import { sql, type SQL } from 'drizzle-orm';
import { boundingBox, EARTH_RADIUS_KM } from '@shared/domain/agents/great-circle';
import type { Database } from '../../../db/client';
import {
  allocate,
  pairFeatures,
  rankerNetworkColumn,
  rankerParamsColumn,
  rankerStateOf,
  type PairFeatures,
} from '@server/modules/matching';
import { rowsOf, utcDay } from './agent-deps';
import { notHeld } from '../safety-holds/safety-holds';
import { learnedColumns } from './learned-topics';
import { toScored, traitEvidenceColumn, type MemberRow, type PoolMember } from './pool-member';

/**
 * How many of the nearest members who pass every hard filter are scored. NOTE: the HEXACO part of
 * the score reads norm standings (a normal CDF, no erf in PostgreSQL 15) and lives in one place,
 * compatibility.ts; so SQL filters and orders by distance, and code scores this bounded set (~1 ms).
 */
export const SCORED_CANDIDATES = 500;

export interface Candidate {
  userId: string;
  distanceKm: number;
  /** The searching member's score for the candidate, the candidate's for them, and both combined. */
  ownScore: number;
  theirScore: number;
  reciprocal: number;
  /** What the ranker read of the pair (kept with the pair: its outcomes are learned from it). */
  features: PairFeatures;
  /** The learned chance both approve and meet, and that weighed by how busy the candidate is (allocation.ts). */
  pMeet: number;
  weight: number;
}

export interface CandidateSearch {
  /** How many candidates were scored ("profiles analysed"). */
  scored: number;
  /** The best `limit` (and no more than the member's room under the cap), by the learned weight. */
  top: Candidate[];
}

/** A member's proposals still open (a pair screened or proposed, the member not yet decided), as a column: the cap counts these. */
const openProposalsColumn = (userId: SQL) => sql`(
  (select count(*) from agent_pairs op where op.low_user_id = ${userId} and op.status in ('screened', 'proposed') and op.low_decision is null)
  + (select count(*) from agent_pairs op where op.high_user_id = ${userId} and op.status in ('screened', 'proposed') and op.high_decision is null)
)::int as open_proposals`;

/** The searcher's own part of the ranker: the network's weights, their parameters, their open proposals (one query). */
async function searcherRanking(db: Database, userId: string) {
  const result = await db.execute(
    sql`select ${rankerNetworkColumn()}, ${rankerParamsColumn(sql`${userId}::uuid`)}, ${openProposalsColumn(sql`${userId}::uuid`)}`,
  );
  return rowsOf<{ ranker_network: unknown; ranker_params: unknown; open_proposals: number }>(result)[0]!;
}

/** Today's order before ADR 054: the reciprocal score alone (ties: nearer, then by id), no cap. */
function staticOrder(a: PoolMember, candidates: { userId: string; member: ReturnType<typeof toScored>; km: number }[]): Candidate[] {
  const ranked = candidates.map((c) => {
    const features = pairFeatures(a, c.member, c.km);
    const { reciprocal, aScore, bScore } = features;
    return {
      userId: c.userId,
      distanceKm: c.km,
      ownScore: aScore,
      theirScore: bScore,
      reciprocal,
      features,
      pMeet: reciprocal,
      weight: reciprocal,
    };
  });
  return ranked.sort((x, y) => y.reciprocal - x.reciprocal || x.distanceKm - y.distanceKm || (x.userId < y.userId ? -1 : 1));
}

/**
 * The candidate query itself (exported for the bench's EXPLAIN): `a` must have seeks and a profile. Ages count on
 * `now`'s UTC day and a suspension lasts until `now` passes its end: the pass's clock, not the database's now().
 */
export function candidateQuery(a: PoolMember, now: Date): SQL {
  const today = utcDay(now);
  const box = boundingBox(a, a.maxKm);
  const lonRanges = sql.join(
    box.lon.map(([min, max]) => sql`b.lon between ${min} and ${max}`),
    sql` or `,
  );
  const seeks = sql.join(
    a.seeks.map((g) => sql`${g}`),
    sql`, `,
  );
  const km = sql`${2 * EARTH_RADIUS_KM} * asin(least(1, sqrt(
      power(sin(radians(b.lat - ${a.lat}) / 2), 2)
      + cos(radians(${a.lat})) * cos(radians(b.lat)) * power(sin(radians(b.lon - ${a.lon}) / 2), 2))))`;
  return sql`
    select c.*, ${learnedColumns(sql`c.user_id`)}, ${traitEvidenceColumn(sql`c.user_id`)},
      ${rankerParamsColumn(sql`c.user_id`)}, ${openProposalsColumn(sql`c.user_id`)}
    from (
      select b.user_id, b.gender, b.seeks, b.age_min, b.age_max, b.lat, b.lon, b.max_km, b.looking_for, b.demo,
        extract(year from age(${today}::date, b.birth_date))::int as age, ${km} as km, h.hexaco
      from member_preferences b
      cross join lateral (select pp.hexaco_scores as hexaco from personality_profiles pp
        where pp.user_id = b.user_id order by pp.created_at desc limit 1) h
      where b.gender in (${seeks})
        and b.lat between ${box.minLat} and ${box.maxLat}
        and (${lonRanges})
        and ${a.gender} = any(b.seeks)
        and b.birth_date <= (${today}::date - make_interval(years => ${a.ageMin}))::date
        and b.birth_date > (${today}::date - make_interval(years => ${a.ageMax + 1}))::date
        and ${a.age} between b.age_min and b.age_max
        and b.user_id <> ${a.userId}
        and ${km} <= least(${a.maxKm}, b.max_km)
        and exists (select 1 from automation_sessions s where s.user_id = b.user_id and s.status = 'active')
        and ${notHeld(sql`b.user_id`)}
        -- Neither side suspended or banned by a moderator (ADR 055).
        and not exists (select 1 from member_sanctions ms where ms.user_id in (b.user_id, ${a.userId}::uuid)
          and (ms.state = 'banned' or (ms.state = 'suspended' and ms.suspended_until > ${now.toISOString()}::timestamptz)))
        and not exists (select 1 from member_blocks mb where mb.blocker_user_id = ${a.userId} and mb.blocked_user_id = b.user_id)
        and not exists (select 1 from member_blocks mb where mb.blocker_user_id = b.user_id and mb.blocked_user_id = ${a.userId})
        and not exists (select 1 from agent_pairs ap
          where ap.low_user_id = least(${a.userId}::uuid, b.user_id) and ap.high_user_id = greatest(${a.userId}::uuid, b.user_id))
      order by km, b.user_id
      limit ${SCORED_CANDIDATES}
    ) c
    order by c.km, c.user_id`;
}

/**
 * Members B that `a` may be proposed to, best first by the learned ranker under the open-proposal cap
 * (ADR 054; before any outcome, today's reciprocal order): both ways on gender, age and distance (within the smaller
 * of the two maxima), B in the pool with a personality profile and no open safety hold, no block either way, and no pair
 * row yet (a pair is screened once). Ages count on `now`'s UTC day, suspensions on `now` (the pass's clock).
 */
export async function findCandidates(
  db: Database,
  a: PoolMember,
  now: Date,
  limit: number,
  openProposalCap: number,
  ranker: 'learned' | 'static' = 'learned',
): Promise<CandidateSearch> {
  if (!a.hexacoScores || a.seeks.length === 0) return { scored: 0, top: [] };
  const result = await db.execute(candidateQuery(a, now));
  const rows = rowsOf<MemberRow & { km: number; ranker_params: unknown; open_proposals: number }>(result);
  if (!rows.length) return { scored: 0, top: [] };
  const own = await searcherRanking(db, a.userId);
  const params: Record<string, unknown> = { [a.userId]: own.ranker_params };
  const open = new Map<string, number>();
  for (const r of rows) {
    params[r.user_id] = r.ranker_params;
    open.set(r.user_id, Number(r.open_proposals));
  }
  const candidates = rows.map((r) => ({ userId: r.user_id, member: toScored(r), km: Number(r.km) }));
  if (ranker === 'static') return { scored: rows.length, top: staticOrder(a, candidates).slice(0, limit) };
  const { ranked, room } = allocate(
    rankerStateOf(own.ranker_network, params),
    { userId: a.userId, member: a, open: Number(own.open_proposals) },
    candidates,
    (id) => open.get(id) ?? 0,
    openProposalCap,
  );
  const top = ranked.slice(0, Math.min(limit, room)).map((c) => ({
    userId: c.userId,
    distanceKm: c.km,
    ownScore: c.features.aScore,
    theirScore: c.features.bScore,
    reciprocal: c.features.reciprocal,
    features: c.features,
    pMeet: c.pMeet,
    weight: c.weight,
  }));
  return { scored: rows.length, top };
}

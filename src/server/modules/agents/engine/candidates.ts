import { sql, type SQL } from 'drizzle-orm';
import { boundingBox, EARTH_RADIUS_KM } from '@shared/domain/agents/great-circle';
import { pairScores } from '@shared/domain/agents/reciprocal-score';
import type { Database } from '../../../db/client';
import { rowsOf } from './agent-deps';
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
}

export interface CandidateSearch {
  /** How many candidates were scored ("profiles analysed"). */
  scored: number;
  /** The best `limit`, by reciprocal score. */
  top: Candidate[];
}

/** The candidate query itself (exported for the bench's EXPLAIN): `a` must have seeks and a profile. */
export function candidateQuery(a: PoolMember, today: string): SQL {
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
    select c.*, ${learnedColumns(sql`c.user_id`)}, ${traitEvidenceColumn(sql`c.user_id`)}
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
        -- Neither side suspended or banned by a moderator (ADR 055).
        and not exists (select 1 from member_sanctions ms where ms.user_id in (b.user_id, ${a.userId}::uuid)
          and (ms.state = 'banned' or (ms.state = 'suspended' and ms.suspended_until > now())))
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
 * Members B that `a` may be proposed to: both ways on gender, age and distance (within the smaller
 * of the two maxima), B in the pool with a personality profile, no block either way, and no pair
 * row yet (a pair is screened once). Ages count on the UTC day `today`.
 */
export async function findCandidates(db: Database, a: PoolMember, today: string, limit: number): Promise<CandidateSearch> {
  if (!a.hexacoScores || a.seeks.length === 0) return { scored: 0, top: [] };
  const result = await db.execute(candidateQuery(a, today));
  const rows = rowsOf<MemberRow & { km: number }>(result);
  const scored = rows.map((r) => {
    const s = pairScores(a, toScored(r), Number(r.km));
    return { userId: r.user_id, distanceKm: Number(r.km), ownScore: s.aScore, theirScore: s.bScore, reciprocal: s.reciprocal };
  });
  scored.sort((x, y) => y.reciprocal - x.reciprocal || x.distanceKm - y.distanceKm || (x.userId < y.userId ? -1 : 1));
  return { scored: scored.length, top: scored.slice(0, limit) };
}

import { sql, type SQL } from 'drizzle-orm';
import type { HexacoScores } from '@shared/domain/assessment/hexaco';
import { normalizeHexaco } from '@shared/domain/assessment/hexaco';
import { storedTraitEvidence } from '@shared/domain/assessment/stored-trait-evidence';
import type { ScoredMember } from '@shared/domain/agents/reciprocal-score';
import type { Db } from '../../../db/client';
import { rowsOf } from './agent-deps';
import { learnedColumns, learnedTopics } from './learned-topics';

/** A member's preferences and what scoring needs, as candidate search and the week jobs read them. */
export interface PoolMember extends ScoredMember {
  userId: string;
  gender: string;
  seeks: string[];
  lat: number;
  lon: number;
  demo: boolean;
  /** active | paused | null (no automation session yet): only 'active' is in the pool. */
  sessionStatus: string | null;
  /** The latest personality profile's scores, or null before the assessment. */
  hexacoScores: HexacoScores | null;
  insights: string[];
}

export interface MemberRow {
  user_id: string;
  gender: string;
  seeks: string[];
  age: number;
  age_min: number;
  age_max: number;
  lat: number;
  lon: number;
  max_km: number;
  looking_for: string;
  demo: boolean;
  hexaco: Record<string, number> | null;
  /** reliability_scores.trait_evidence of the comprehensive profile (any JSON; validated by toScored). */
  trait_evidence: unknown;
  insights: string[] | null;
  interests_data: unknown;
  tastes: string[] | null;
}

/** The member's stored trait evidence, as a column of a query over members (`userId` is the member's id expression). */
export const traitEvidenceColumn = (userId: SQL) =>
  sql`(select cp.reliability_scores -> 'trait_evidence' from comprehensive_personality_profiles cp where cp.user_id = ${userId}) as trait_evidence`;

export const toScored = (r: MemberRow) => ({
  age: Number(r.age),
  ageMin: Number(r.age_min),
  ageMax: Number(r.age_max),
  maxKm: Number(r.max_km),
  lookingFor: r.looking_for,
  hexaco: normalizeHexaco(r.hexaco ?? {}),
  traitEvidence: storedTraitEvidence(r.trait_evidence),
  interests: learnedTopics(r.interests_data, r.tastes),
});

/** The members' rows by user id (none for a member without member_preferences); age counts on the UTC day `today`. */
export async function loadPoolMembers(db: Db, userIds: readonly string[], today: string): Promise<Map<string, PoolMember>> {
  if (!userIds.length) return new Map();
  const result = await db.execute(sql`
    select p.user_id, p.gender, p.seeks, p.age_min, p.age_max, p.lat, p.lon, p.max_km, p.looking_for, p.demo,
      extract(year from age(${today}::date, p.birth_date))::int as age,
      s.status as session_status, h.hexaco_scores as hexaco, h.insights, ${traitEvidenceColumn(sql`p.user_id`)},
      ${learnedColumns(sql`p.user_id`)}
    from member_preferences p
    left join automation_sessions s on s.user_id = p.user_id
    left join lateral (select pp.hexaco_scores, pp.insights from personality_profiles pp
      where pp.user_id = p.user_id order by pp.created_at desc limit 1) h on true
    where p.user_id in (${sql.join(
      userIds.map((id) => sql`${id}`),
      sql`, `,
    )})`);
  const members = rowsOf<MemberRow & { session_status: string | null }>(result).map((row): PoolMember => ({
    ...toScored(row),
    userId: row.user_id,
    gender: row.gender,
    seeks: row.seeks,
    lat: Number(row.lat),
    lon: Number(row.lon),
    demo: row.demo,
    sessionStatus: row.session_status,
    hexacoScores: row.hexaco ? normalizeHexaco(row.hexaco) : null,
    insights: row.insights ?? [],
  }));
  return new Map(members.map((m) => [m.userId, m]));
}

/** One member's row (null without member_preferences); age counts on the UTC day `today`. */
export async function loadPoolMember(db: Db, userId: string, today: string): Promise<PoolMember | null> {
  return (await loadPoolMembers(db, [userId], today)).get(userId) ?? null;
}

export const inPool = (m: PoolMember | null): m is PoolMember => m !== null && m.sessionStatus === 'active';

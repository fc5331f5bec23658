import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { FLAG_ACTIONS } from './queue-sources';

/**
 * The admins' overview (issue 42 item 3, ADR 055): members active, proposals and introductions, flags and reports
 * per day, the agent jobs queue. Counts only; the route adds the model's state.
 */
export const OVERVIEW_DAYS = 14;

export interface Overview {
  membersActive: number;
  proposalsOpen: number;
  introductions: number;
  days: { day: string; flags: number; reports: number; proposals: number; introductions: number }[];
  /** null with the embedded database (the in-process queue keeps no table to count). */
  jobs: { queued: number; active: number; failedLastDay: number } | null;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
const num = (v: unknown) => Number(v ?? 0);

/** The last OVERVIEW_DAYS UTC days, oldest first, ending today. */
export function overviewDays(now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: OVERVIEW_DAYS }, (_, i) => new Date(today - (OVERVIEW_DAYS - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

async function perDay(db: Database, query: ReturnType<typeof sql>) {
  const rows = rowsOf<{ day: string; n: unknown }>(await db.execute(query));
  return new Map(rows.map((r) => [String(r.day).slice(0, 10), num(r.n)]));
}

async function jobCounts(db: Database): Promise<Overview['jobs']> {
  const [exists] = rowsOf<{ t: string | null }>(await db.execute(sql`select to_regclass('pgboss.job')::text as t`));
  if (!exists?.t) return null;
  const [row] = rowsOf<{ queued: unknown; active: unknown; failed: unknown }>(
    await db.execute(sql`select
      count(*) filter (where state in ('created', 'retry')) as queued,
      count(*) filter (where state = 'active') as active,
      count(*) filter (where state = 'failed' and completed_on > now() - interval '1 day') as failed
      from pgboss.job`),
  );
  return { queued: num(row?.queued), active: num(row?.active), failedLastDay: num(row?.failed) };
}

export async function overview(db: Database, now: Date): Promise<Overview> {
  const days = overviewDays(now);
  const since = `${days[0]}T00:00:00Z`;
  const day = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD')`);
  const flagActions = sql.join(
    FLAG_ACTIONS.map((a) => sql`${a}`),
    sql`, `,
  );
  const [[totals], flags, reports, proposals, introductions, jobs] = await Promise.all([
    db
      .execute(
        sql`select
          (select count(distinct user_id) from automation_sessions where status = 'active') as members,
          (select count(*) from agent_pairs where status = 'proposed') as proposals,
          (select count(*) from agent_pairs where status = 'introduced') as introductions`,
      )
      .then((r) => rowsOf<{ members: unknown; proposals: unknown; introductions: unknown }>(r)),
    perDay(
      db,
      sql`select ${day('decided_at')} as day, count(*) as n from relay_screen_decisions
        where decided_at >= ${since}::timestamptz and action in (${flagActions}) group by 1`,
    ),
    perDay(
      db,
      sql`select ${day('created_at')} as day, count(*) as n from member_reports where created_at >= ${since}::timestamptz group by 1`,
    ),
    perDay(
      db,
      sql`select ${day('proposed_at')} as day, count(*) as n from agent_pairs where proposed_at >= ${since}::timestamptz group by 1`,
    ),
    perDay(
      db,
      sql`select ${day('introduced_at')} as day, count(*) as n from agent_pairs where introduced_at >= ${since}::timestamptz group by 1`,
    ),
    jobCounts(db),
  ]);
  return {
    membersActive: num(totals?.members),
    proposalsOpen: num(totals?.proposals),
    introductions: num(totals?.introductions),
    days: days.map((d) => ({
      day: d,
      flags: flags.get(d) ?? 0,
      reports: reports.get(d) ?? 0,
      proposals: proposals.get(d) ?? 0,
      introductions: introductions.get(d) ?? 0,
    })),
    jobs,
  };
}

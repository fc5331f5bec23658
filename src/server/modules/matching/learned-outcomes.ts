import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { featuresFromSides, type StoredSide } from './pair-sides';
import type { Outcome, Verdict } from './ranking/types';

/**
 * The outcomes the ranker learns from (ADR 054), read from the outcomes table (ADR 051) with the pair
 * as the pass ranked it: approvals and passes (`decision`), and "did you meet?" answers (`meeting`).
 * Left out, so they leave the model at the next refit: outcomes of a pair closed by a block, of a
 * member who paused Maya (either side), and of pairs ranked before their features were kept. A deleted
 * member's outcomes are gone with the account.
 */

type OutcomeRow = {
  user_id: string;
  other_id: string;
  kind: string;
  answer: string | null;
  at: string | Date;
  mine_score: number | null;
  mine_traits: unknown;
  mine_pair: unknown;
  theirs_score: number | null;
  theirs_traits: unknown;
  theirs_pair: unknown;
  mine_verdict: string | null;
  theirs_verdict: string | null;
};

const asVerdict = (v: string | null): Verdict | null => (v === 'YES' || v === 'MAYBE' || v === 'NO' ? v : null);

/** One stored row as the model's outcome, or null when the pair's features were not kept. */
export function toOutcome(r: OutcomeRow): Outcome | null {
  const t = new Date(r.at).getTime();
  if (r.kind === 'met') return { kind: 'meeting', t, a: r.user_id, b: r.other_id, met: r.answer === 'yes' };
  if (r.mine_score === null || r.theirs_score === null) return null;
  const side = (ownScore: number, traits: unknown, pair: unknown): StoredSide => ({ ownScore, traits, pair });
  const features = featuresFromSides(side(r.mine_score, r.mine_traits, r.mine_pair), side(r.theirs_score, r.theirs_traits, r.theirs_pair), {
    mine: asVerdict(r.mine_verdict),
    theirs: asVerdict(r.theirs_verdict),
  });
  return { kind: 'decision', t, from: r.user_id, to: r.other_id, approve: r.kind === 'approve', features };
}

export type LearnedOutcomes = { outcomes: Outcome[]; latest: Date | null };

/** The learnable outcomes after `after` (all of them for null), oldest first (the same order `fit` sorts them in). */
const learnableQuery = (after: Date | null) => sql`
    select o.user_id, x.other_id, o.kind, o.answer, o.at,
      sm.own_score as mine_score, sm.traits as mine_traits, sm.pair as mine_pair,
      st.own_score as theirs_score, st.traits as theirs_traits, st.pair as theirs_pair,
      case when p.low_user_id = o.user_id then p.low_verdict ->> 'decision' else p.high_verdict ->> 'decision' end as mine_verdict,
      case when p.low_user_id = o.user_id then p.high_verdict ->> 'decision' else p.low_verdict ->> 'decision' end as theirs_verdict
    from outcomes o
    join agent_pairs p on p.id = o.pair_id
    cross join lateral (select case when p.low_user_id = o.user_id then p.high_user_id else p.low_user_id end as other_id) x
    left join ranker_pair_sides sm on sm.pair_id = o.pair_id and sm.user_id = o.user_id
    left join ranker_pair_sides st on st.pair_id = o.pair_id and st.user_id = x.other_id
    where o.kind in ('approve', 'pass', 'met')
      and (o.kind <> 'met' or o.answer in ('yes', 'no'))
      and p.status <> 'closed'
      and not exists (select 1 from automation_sessions s where s.user_id in (o.user_id, x.other_id) and s.status = 'paused')
      ${after ? sql`and o.at > ${after.toISOString()}::timestamptz` : sql``}
    order by o.at, o.id`;

const rowsOf = (result: unknown) => (result as { rows: OutcomeRow[] }).rows;

/**
 * The learnable outcomes that happened after `after` (all of them for null), oldest first, at once:
 * for the incremental update, which reads the few since its watermark.
 * NOTE: by `at`, not `updated_at`: a pass that gets its reason later is the same decision, learned once.
 */
export async function learnableOutcomes(db: Db, after: Date | null): Promise<LearnedOutcomes> {
  const rows = rowsOf(await db.execute(learnableQuery(after)));
  const outcomes = rows.map(toOutcome).filter((o): o is Outcome => o !== null);
  const last = rows.at(-1);
  return { outcomes, latest: last ? new Date(last.at) : null };
}

/** Rows a page of the refit's read holds (each row's four JSON documents parsed: a few MB a page). */
export const OUTCOME_PAGE_ROWS = 5_000;

/**
 * The same outcomes as `learnableOutcomes`, in the same order, handed to `onPage` a page of at most
 * `pageRows` rows at a time, so the caller never holds them all (the nightly refit at 100,000 members).
 * Read through a cursor: one query and one snapshot, as the single read had, so no outcome committed or
 * removed between two pages is read twice or half-read, and the server sorts once (keyset pages by
 * (at, id) would each sort the join again, and `at` has microseconds a JavaScript Date drops).
 * NOTE: `db` must be a transaction (a cursor lives in one); `onPage` runs before the next page is read.
 */
export async function eachLearnableOutcomePage(
  db: Db,
  after: Date | null,
  onPage: (outcomes: Outcome[]) => void | Promise<void>,
  pageRows = OUTCOME_PAGE_ROWS,
): Promise<{ rows: number; latest: Date | null }> {
  if (!Number.isInteger(pageRows) || pageRows < 1) throw new Error(`a page holds at least one row, not ${pageRows}`);
  // A cursor is planned for its first tenth by default (a fast start); the refit reads it to the end.
  await db.execute(sql`set local cursor_tuple_fraction = 1`);
  await db.execute(sql`declare learnable_outcomes no scroll cursor for ${learnableQuery(after)}`);
  let rows = 0;
  let latest: Date | null = null;
  for (;;) {
    const page = rowsOf(await db.execute(sql.raw(`fetch forward ${pageRows} from learnable_outcomes`)));
    if (!page.length) break;
    rows += page.length;
    latest = new Date(page.at(-1)!.at);
    await onPage(page.map(toOutcome).filter((o): o is Outcome => o !== null));
    if (page.length < pageRows) break;
  }
  await db.execute(sql`close learnable_outcomes`);
  return { rows, latest };
}

/** Members who paused Maya: their own parameters leave the model at once, their outcomes at the next refit. */
export async function forgetPausedMembers(db: Db): Promise<number> {
  const result = await db.execute(
    sql`delete from ranker_members m using automation_sessions s where s.user_id = m.user_id and s.status = 'paused' returning m.user_id`,
  );
  return (result as unknown as { rows: unknown[] }).rows.length;
}

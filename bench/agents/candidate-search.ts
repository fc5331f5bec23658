import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/client';
import { candidateQuery, findCandidates, inPool, loadPoolMember, utcDay, type PoolMember } from '../../src/server/modules/agents/testing';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

type ExplainJson = { 'QUERY PLAN': { 'Execution Time': number }[] };

/** The query's own execution time in PostgreSQL (EXPLAIN ANALYZE), without the driver or the scoring in code. */
async function executionMs(handle: DatabaseHandle, member: PoolMember, now: Date): Promise<number> {
  const result = await handle.db.execute(sql`explain (analyze, format json) ${candidateQuery(member, now)}`);
  return (result as unknown as { rows: ExplainJson[] }).rows[0]!['QUERY PLAN'][0]!['Execution Time'];
}

/**
 * Times candidate search for `samples` members of the pool spread over its ids: end to end
 * (findCandidates: the query, the driver and the scoring in code) and the query's execution in
 * PostgreSQL; EXPLAINs the query for the first of them. With `warm`, a first untimed round over
 * the same members fills the cache (a fresh bench database starts cold). `ranker`: the pass's order (AGENT_RANKER).
 */
export async function timeCandidateSearch(
  handle: DatabaseHandle,
  size: number,
  samples: number,
  now: Date,
  warm = false,
  ranker: 'learned' | 'static' = 'learned',
) {
  const { db } = handle;
  const today = utcDay(now);
  if (warm) await timeCandidateSearch(handle, size, samples, now, false, ranker);
  const times: number[] = [];
  const executions: number[] = [];
  let scored = 0;
  let plan = '';
  for (let i = 0; i < samples; i++) {
    const g = 1 + Math.floor(((i * 7919) % samples) * (size / samples));
    const member = await loadPoolMember(db, `00000000-0000-4000-8000-${String(g).padStart(12, '0')}`, today);
    if (!inPool(member)) continue;
    if (!plan) {
      const explained = await db.execute(sql`explain (analyze, buffers, costs off) ${candidateQuery(member, now)}`);
      plan = (explained as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
    }
    const started = performance.now();
    const found = await findCandidates(db, member, now, 3, 10, ranker);
    times.push(performance.now() - started);
    executions.push(await executionMs(handle, member, now));
    scored += found.scored;
  }
  return { searches: times.length, endToEnd: summary(times), execution: summary(executions), meanScored: scored / times.length, plan };
}

import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../../src/server/db/client';
import { candidateQuery, findCandidates } from '../../src/server/services/agents/engine/candidates';
import { inPool, loadPoolMember } from '../../src/server/services/agents/engine/pool-member';

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

/**
 * Times candidate search (findCandidates: the query and the scoring) for `samples` members of the
 * pool spread over its ids, and EXPLAINs the query for the first of them. With `warm`, a first
 * round over the same members fills the cache untimed (a fresh bench database starts cold).
 */
export async function timeCandidateSearch(handle: DatabaseHandle, size: number, samples: number, today: string, warm = false) {
  const { db } = handle;
  if (warm) await timeCandidateSearch(handle, size, samples, today);
  const times: number[] = [];
  let scored = 0;
  let plan = '';
  for (let i = 0; i < samples; i++) {
    const g = 1 + Math.floor(((i * 7919) % samples) * (size / samples));
    const member = await loadPoolMember(db, `00000000-0000-4000-8000-${String(g).padStart(12, '0')}`, today);
    if (!inPool(member)) continue;
    if (!plan) {
      const explained = await db.execute(sql`explain (analyze, buffers, costs off) ${candidateQuery(member, today)}`);
      plan = (explained as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
    }
    const started = performance.now();
    const found = await findCandidates(db, member, today, 3);
    times.push(performance.now() - started);
    scored += found.scored;
  }
  times.sort((a, b) => a - b);
  return { searches: times.length, p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), meanScored: scored / times.length, plan };
}

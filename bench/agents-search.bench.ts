import { loadavg } from 'node:os';
import { createCandidatePool } from './agents/candidate-pool';
import { timeCandidateSearch } from './agents/candidate-search';

export const name = 'agents: candidate search';

const ms = (v: number) => Math.round(v * 10) / 10;

const SIZE = Number(process.env.AGENTS_POOL ?? 100_000);
const SAMPLES = Number(process.env.AGENTS_SAMPLES ?? 300);
/** AGENTS_RANKERS=learned,static times both orders of the pass (ADR 054) on the same pool; learned alone by default. */
const RANKERS = (process.env.AGENTS_RANKERS ?? 'learned').split(',').map((r) => r.trim()) as ('learned' | 'static')[];

/** Issue 31 item 8: candidate search for one member in a pool of 100,000 (goal p95 ≤ 50 ms), on PostgreSQL. */
export async function run(): Promise<Record<string, number | string>> {
  const started = performance.now();
  const handle = await createCandidatePool(SIZE);
  const seeded = performance.now() - started;
  try {
    const out: Record<string, number | string> = { pool: SIZE, 'seed s': Math.round(seeded / 100) / 10 };
    // Back to back on the same pool, each warmed first: the learned order (production) and the static one.
    for (const ranker of RANKERS) {
      const r = await timeCandidateSearch(handle, SIZE, SAMPLES, new Date('2026-11-27T10:00:00Z'), true, ranker);
      if (process.env.AGENTS_EXPLAIN) console.log(r.plan);
      const k = (metric: string) => (RANKERS.length > 1 ? `${ranker}: ${metric}` : metric);
      Object.assign(out, {
        [k('searches')]: r.searches,
        [k('p50 ms (end to end, warm)')]: ms(r.endToEnd.p50),
        [k('p95 ms (end to end, warm)')]: ms(r.endToEnd.p95),
        [k('p50 ms (query execution)')]: ms(r.execution.p50),
        [k('p95 ms (query execution)')]: ms(r.execution.p95),
        [k('candidates scored (mean)')]: Math.round(r.meanScored),
      });
    }
    return {
      ...out,
      'load average after': loadavg()
        .map((v) => v.toFixed(2))
        .join(' '),
    };
  } finally {
    await handle.close();
  }
}

import { createCandidatePool } from './agents/candidate-pool';
import { timeCandidateSearch } from './agents/candidate-search';

export const name = 'agents: candidate search';

const ms = (v: number) => Math.round(v * 10) / 10;

const SIZE = Number(process.env.AGENTS_POOL ?? 100_000);
const SAMPLES = Number(process.env.AGENTS_SAMPLES ?? 300);

/** Issue 31 item 8: candidate search for one member in a pool of 100,000 (goal p95 ≤ 50 ms), on PostgreSQL. */
export async function run(): Promise<Record<string, number | string>> {
  const started = performance.now();
  const handle = await createCandidatePool(SIZE);
  const seeded = performance.now() - started;
  try {
    const r = await timeCandidateSearch(handle, SIZE, SAMPLES, '2026-11-27', true);
    if (process.env.AGENTS_EXPLAIN) console.log(r.plan);
    return {
      pool: SIZE,
      'seed s': Math.round(seeded / 100) / 10,
      searches: r.searches,
      'p50 ms (end to end, warm)': ms(r.endToEnd.p50),
      'p95 ms (end to end, warm)': ms(r.endToEnd.p95),
      'p50 ms (query execution)': ms(r.execution.p50),
      'p95 ms (query execution)': ms(r.execution.p95),
      'candidates scored (mean)': Math.round(r.meanScored),
    };
  } finally {
    await handle.close();
  }
}

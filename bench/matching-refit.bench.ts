import { execFileSync } from 'node:child_process';
import { loadavg } from 'node:os';
import { openDatabase } from '../src/server/db/client';
import { migrate } from '../src/server/db/migrate';
import { createScratchDatabase } from '../tests/api/helpers/agent-jobs-db';
import { seedOutcomes } from './matching-refit/seed-outcomes';

export const name = 'matching: refit';

/**
 * Issue 41 item 6 (ADR 064): the nightly `ranker-refit` job's time and peak memory at scale, on PostgreSQL.
 *   npm run bench -- matching-refit [--members 10000,100000] [--runs 2] [--heap MB]
 * Per size: a scratch database, synthetic outcomes at the held-out log's density (seed-outcomes.ts),
 * then the real job `runs` times, each in a process of its own (its peak RSS is the refit's). The
 * first run writes every member row; later ones replace them, as every night does.
 */
const load = () =>
  loadavg()
    .map((v) => v.toFixed(2))
    .join(' ');
const START = new Date('2026-10-01T00:00:00Z');

type RefitRun = {
  seconds: number;
  outcomes: number;
  members: number;
  rssBeforeMb: number;
  peakRssMb: number;
  peakHeapMb: number;
  cpuSeconds: number;
};

/** The job in a process of its own (`heapMb`: its V8 heap limit, Node's default without); a failure is reported, not thrown. */
const refitOnce = (url: string, heapMb?: number): RefitRun | { failed: string } => {
  const heap = heapMb ? [`--max-old-space-size=${heapMb}`] : [];
  try {
    const out = execFileSync(process.execPath, [...heap, '--import', 'tsx', 'bench/matching-refit/run-refit.ts', url], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    return JSON.parse(out.trim().split('\n').at(-1)!) as RefitRun;
  } catch (error) {
    const stderr = String((error as { stderr?: string }).stderr ?? error);
    return { failed: /heap out of memory/i.test(stderr) ? 'JavaScript heap out of memory' : stderr.trim().split('\n').at(-1)! };
  }
};

async function size(base: string, members: number, runs: number, heapMb?: number): Promise<Record<string, number | string>> {
  const scratch = await createScratchDatabase(base, 'maya_bench_refit');
  try {
    const handle = await openDatabase({ url: scratch.url, dataDir: 'unused', applicationName: 'maya-bench-refit' });
    await migrate(handle);
    await handle.close();
    const seeding = performance.now();
    const counts = await seedOutcomes(scratch.client, members, START);
    const out: Record<string, number | string> = { ...Object.fromEntries(Object.entries(counts).map(([k, v]) => [`${members}: ${k}`, v])) };
    out[`${members}: seeding s (untimed)`] = ((performance.now() - seeding) / 1000).toFixed(1);
    for (let run = 1; run <= runs; run++) {
      const loadBefore = load();
      const r = refitOnce(scratch.url, heapMb);
      if ('failed' in r) {
        process.stderr.write(`  ${members} members, refit ${run}: failed (${r.failed}), load ${loadBefore}\n`);
        out[`${members}: refit ${run}`] = `failed: ${r.failed}${heapMb ? ` (heap limit ${heapMb} MB)` : ' (Node default heap limit)'}`;
        out[`${members}: refit ${run} load average before`] = loadBefore;
        continue;
      }
      process.stderr.write(
        `  ${members} members, refit ${run}: ${r.seconds.toFixed(1)} s, peak RSS ${r.peakRssMb} MB, peak heap ${r.peakHeapMb} MB, load ${loadBefore}\n`,
      );
      out[`${members}: refit ${run} s`] = r.seconds.toFixed(1);
      out[`${members}: refit ${run} cpu s`] = r.cpuSeconds.toFixed(1);
      out[`${members}: refit ${run} peak RSS MB (process at start)`] = `${r.peakRssMb} (${r.rssBeforeMb})`;
      out[`${members}: refit ${run} peak heap used MB (sampled)`] = r.peakHeapMb;
      out[`${members}: refit ${run} load average before`] = loadBefore;
      out[`${members}: outcomes learned`] = r.outcomes;
    }
    const { rows } = await scratch.client.query<{ rows: string; mb: string }>(
      `select count(*) as rows, round(sum(pg_column_size(params)) / 1048576.0, 1) as mb from ranker_members`,
    );
    out[`${members}: ranker_members rows (MB of params)`] = `${rows[0]!.rows} (${rows[0]!.mb})`;
    return out;
  } finally {
    await scratch.drop();
  }
}

export async function run(options: Readonly<Record<string, string>>): Promise<Record<string, number | string>> {
  const base = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const sizes = (options.members ?? '10000,100000').split(',').map(Number);
  const runs = Number(options.runs ?? 2);
  const heapMb = options.heap ? Number(options.heap) : undefined;
  const out: Record<string, number | string> = { 'load average before (1/5/15 min)': load() };
  for (const members of sizes) Object.assign(out, await size(base, members, runs, heapMb));
  out['load average after'] = load();
  return out;
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { productionEnv } from './api-flow/app-env';
import { hammer, startServer, stopServer, type Figures, type Load } from './api-flow/load';
import { benchDatabaseUrl, seedSignedInPerson } from './api-flow/seed';

export const name = 'api-flow';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
/** Side-by-side rounds per database: the machine is shared, so a ratio is only read within a round. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 2);
const drivers = (process.env.BENCH_DRIVERS ?? 'postgres,pglite').split(',') as ('postgres' | 'pglite')[];

/**
 * GET /api/flow for a signed-in person, 50 connections: the real server (production settings, the
 * log written to a file) against a bare node:http server running the route's same two statements
 * (api-flow/baseline-server.ts), back to back, `rounds` times, on PostgreSQL and on PGlite.
 * BENCH_CPU_PROF=dir writes CPU profiles of the app; BENCH_FASTIFY_FLOOR=1 adds a bare Fastify
 * server running the same (the framework's own share).
 */
export async function run(): Promise<Record<string, number | string>> {
  const logs = mkdtempSync(join(tmpdir(), 'maya-bench-'));
  const rows: Record<string, string> = {};
  for (const driver of drivers) {
    const pgliteDir = driver === 'pglite' ? join(logs, 'pglite') : undefined;
    const { accessToken } = await seedSignedInPerson(pgliteDir);
    const load: Load = { connections: 50, warmupSeconds: 3, seconds, cookie: `maya_at=${accessToken}` };
    const database: Record<string, string> = pgliteDir ? { PGLITE_DIR: pgliteDir } : { DATABASE_URL: benchDatabaseUrl() };
    const ratios: number[] = [];
    const cpuRatios: number[] = [];
    for (let round = 1; round <= rounds; round++) {
      const profileFlags = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
      const maya = await measure(
        'src/server/main.ts',
        productionEnv({ ...database, PORT: '3391' }),
        join(logs, `maya-${driver}.log`),
        load,
        profileFlags,
      );
      const baseline = await measure(
        'bench/api-flow/baseline-server.ts',
        { ...database, PORT: '3392' },
        join(logs, `baseline-${driver}.log`),
        load,
      );
      ratios.push(maya.rps / baseline.rps);
      cpuRatios.push(baseline.cpuMsPerRequest / maya.cpuMsPerRequest);
      rows[`${driver} ${round}: maya`] = row(maya);
      rows[`${driver} ${round}: baseline, same 2 statements`] = row(baseline);
      if (process.env.BENCH_FASTIFY_FLOOR) {
        const env = { ...database, PORT: '3393', BASELINE: 'fastify' };
        const floor = await measure('bench/api-flow/baseline-server.ts', env, join(logs, `fastify-${driver}.log`), load);
        rows[`${driver} ${round}: bare Fastify, same 2 statements`] = row(floor);
      }
      rows[`${driver} ${round}: ratio req/s (baseline CPU/req ÷ maya's)`] =
        `${(maya.rps / baseline.rps).toFixed(2)} (${(baseline.cpuMsPerRequest / maya.cpuMsPerRequest).toFixed(2)})`;
    }
    rows[`${driver}: ratios (goal ≥ ${driver === 'pglite' ? '0.9' : '0.8'}, p99 ≤ 30 ms on postgres)`] = ratios
      .map((r) => r.toFixed(2))
      .join(', ');
  }
  return { ...rows, 'server logs': logs };
}

const row = (f: Figures) =>
  `${Math.round(f.rps)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms, ${f.cpuMsPerRequest.toFixed(3)} CPU ms/req${f.timeouts ? `, ${f.timeouts} timed out` : ''}`;

async function measure(script: string, env: Record<string, string>, logFile: string, load: Load, flags: string[] = []) {
  const { url, child } = await startServer(join(root, script), env, logFile, flags);
  try {
    return await hammer(url, '/api/flow', load, child.pid!);
  } finally {
    await stopServer(child);
  }
}

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hammer, startServer, stopServer, type Figures, type Load } from './api-flow/load';
import { benchDatabaseUrl, seedSignedInPerson } from './api-flow/seed';

export const name = 'api-flow';

const root = fileURLToPath(new URL('..', import.meta.url));
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

/**
 * GET /api/flow for a signed-in person on PostgreSQL, 50 connections: the real server (production
 * settings, the log written to a file) against a bare node:http + node-postgres server doing the
 * same 4 queries, back to back in one run; then, for reference, bare node-postgres doing Maya's own
 * two prepared queries (the framework's share). BENCH_CPU_PROF=dir writes a CPU profile of the app.
 */
export async function run(): Promise<Record<string, number | string>> {
  const { accessToken } = await seedSignedInPerson();
  const load: Load = { connections: 50, warmupSeconds: 3, seconds, cookie: `maya_at=${accessToken}` };
  const logs = mkdtempSync(join(tmpdir(), 'maya-bench-'));
  const env = { DATABASE_URL: benchDatabaseUrl(), HOST: '127.0.0.1' };

  const appEnv = {
    ...env,
    PORT: '3391',
    PUBLIC_URL: 'http://127.0.0.1:3391',
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    // Production refuses the built-in provider; discovery is lazy, so this issuer is never called.
    OIDC_ISSUER_URL: 'http://127.0.0.1:9/',
    OIDC_CLIENT_ID: 'bench',
    // Every autocannon client shares one address: a limit high enough to count every request without refusing them.
    RATE_LIMIT_MAX: '100000000',
  };
  const profileFlags = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
  const maya = await measure(join(root, 'src/server/main.ts'), appEnv, join(logs, 'maya.log'), load, profileFlags);
  const baselineScript = join(root, 'bench/api-flow/baseline-server.ts');
  const baseline = await measure(baselineScript, { ...env, PORT: '3392' }, join(logs, 'baseline.log'), load);
  const sameWork = await measure(baselineScript, { ...env, PORT: '3393', BASELINE: 'two-prepared' }, join(logs, 'baseline-2.log'), load);

  const row = (f: Figures) => `${Math.round(f.rps)} req/s, p50 ${f.p50} ms, p99 ${f.p99} ms`;
  return {
    'maya GET /api/flow': row(maya),
    'node-postgres, same 4 queries': row(baseline),
    'ratio (maya / baseline req/s)': (maya.rps / baseline.rps).toFixed(2),
    "node-postgres, Maya's 2 prepared queries": row(sameWork),
    'ratio (maya / same-work req/s)': (maya.rps / sameWork.rps).toFixed(2),
    'maya p99 (goal ≤ 50 ms)': `${maya.p99} ms`,
    'server logs': logs,
  };
}

async function measure(script: string, env: Record<string, string>, logFile: string, load: Load, flags: string[] = []) {
  const { url, child } = await startServer(script, env, logFile, flags);
  try {
    return await hammer(url, '/api/flow', load);
  } finally {
    await stopServer(child);
  }
}

import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { openSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setTimeout as delay } from 'node:timers/promises';

type AutocannonResult = {
  requests: { average: number; total: number };
  statusCodeStats: Record<string, { count: number }>;
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
const autocannon = createRequire(import.meta.url)('autocannon') as (opts: Record<string, unknown>) => Promise<AutocannonResult>;

export type Load = { connections: number; warmupSeconds: number; seconds: number; cookie: string };
export type Figures = { rps: number; p50: number; p99: number; requests: number; cpuMsPerRequest: number; timeouts: number };

/** Starts `script` (TypeScript, through tsx) as its own process; its stdout (the log) goes to `logFile`. */
export async function startServer(script: string, env: Record<string, string>, logFile: string, nodeFlags: string[] = []) {
  const out = openSync(logFile, 'w');
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', script], {
    env: { ...process.env, ...env },
    stdio: ['ignore', out, 'inherit'],
  });
  const url = `http://127.0.0.1:${env.PORT}`;
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/api/health`).then(
        () => true,
        () => false,
      )
    )
      return { url, child };
    await delay(100);
  }
  child.kill('SIGTERM');
  throw new Error(`${script} did not start`);
}

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

const CLOCK_TICKS_PER_S = 100;

/**
 * CPU seconds (user + system) a process has used so far, from /proc (Linux). On a shared machine
 * CPU time per request is steadier than requests per second: it does not count the time the
 * process waited for a core.
 */
export function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of the line, 12 and 13 after the command name.
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_S;
}

/**
 * A warm-up, then `seconds` of `connections` keep-alive clients asking for `path`; every answer must
 * be 200. Requests unanswered after 10 s are counted, not refused (PGlite on a busy machine has
 * them). `pid`: the server's, for its CPU time.
 */
export async function hammer(url: string, path: string, load: Load, pid: number): Promise<Figures> {
  const opts = { url: `${url}${path}`, connections: load.connections, headers: { cookie: load.cookie } };
  await autocannon({ ...opts, duration: load.warmupSeconds });
  const cpuBefore = cpuSeconds(pid);
  const r = await autocannon({ ...opts, duration: load.seconds });
  const cpu = cpuSeconds(pid) - cpuBefore;
  if (r.non2xx || r.errors > r.timeouts) throw new Error(`${url}${path}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  const requests = r.requests.total;
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests,
    cpuMsPerRequest: (cpu * 1000) / requests,
    timeouts: r.timeouts,
  };
}

/** Answers counted by status (`errors` for requests that got no answer at all). */
export type StatusCounts = Record<string, number>;

/**
 * `connections` keep-alive clients asking for `path` for `seconds`, counting every answer by status
 * instead of refusing non-2xx; each event runs (awaited, in order) once `atMs` of the run has passed.
 */
export async function hammerCounting(
  url: string,
  path: string,
  load: Load,
  events: { atMs: number; run: () => Promise<unknown> }[],
): Promise<StatusCounts> {
  const run = autocannon({ url: `${url}${path}`, connections: load.connections, headers: { cookie: load.cookie }, duration: load.seconds });
  const started = Date.now();
  for (const event of [...events].sort((a, b) => a.atMs - b.atMs)) {
    await delay(Math.max(0, event.atMs - (Date.now() - started)));
    await event.run();
  }
  const r = await run;
  const counts: StatusCounts = { total: r.requests.total };
  for (const [status, { count }] of Object.entries(r.statusCodeStats)) counts[status] = count;
  if (r.errors) counts.errors = r.errors;
  if (r.timeouts) counts.timeouts = r.timeouts;
  return counts;
}

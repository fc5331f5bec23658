import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { openSync } from 'node:fs';
import { createRequire } from 'node:module';
import { setTimeout as delay } from 'node:timers/promises';

type AutocannonResult = {
  requests: { average: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
  timeouts: number;
};
const autocannon = createRequire(import.meta.url)('autocannon') as (opts: Record<string, unknown>) => Promise<AutocannonResult>;

export type Load = { connections: number; warmupSeconds: number; seconds: number; cookie: string };
export type Figures = { rps: number; p50: number; p99: number };

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

/** A warm-up, then `seconds` of `connections` keep-alive clients asking for `path`; every answer must be 200. */
export async function hammer(url: string, path: string, load: Load): Promise<Figures> {
  const opts = { url: `${url}${path}`, connections: load.connections, headers: { cookie: load.cookie } };
  await autocannon({ ...opts, duration: load.warmupSeconds });
  const r = await autocannon({ ...opts, duration: load.seconds });
  if (r.non2xx || r.errors || r.timeouts) throw new Error(`${url}${path}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99 };
}

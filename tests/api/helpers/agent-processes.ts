import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { WORKER_READY } from '../../../src/server/modules/agents/testing';

/** pg-boss's timing shortened, so a SIGKILLed worker's jobs come back within seconds (the AGENT_JOB_* config). */
export const QUICK_JOBS_ENV = {
  AGENT_JOB_EXPIRE_SECONDS: '10',
  AGENT_JOB_RETRY_DELAY_SECONDS: '1',
  AGENT_JOB_MAINTENANCE_SECONDS: '1',
  AGENT_JOB_POLLING_SECONDS: '0.5',
};

/** Output kept for an error message; the rest is drained so a chatty process never blocks on a full pipe. */
const KEPT_OUTPUT = 20_000;

/** Spawns `entry` with tsx (the offline engine: no AI_BASE_URL); `exited` rejects if it exits. */
function spawnEntry(entry: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: { ...process.env, NODE_OPTIONS: '', LOG_LEVEL: 'info', AI_BASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const state = { output: '' };
  const read = (d: Buffer) => void (state.output.length < KEPT_OUTPUT && (state.output += d));
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code, signal) => reject(new Error(`${entry} exited with ${code ?? signal}:\n${state.output}`))),
  );
  exited.catch(() => undefined);
  return { child, state, exited };
}

async function poll(check: () => boolean | Promise<boolean>, exited: Promise<never>) {
  let done = false;
  const loop = (async () => {
    while (!done && !(await check())) await new Promise((r) => setTimeout(r, 100));
  })();
  await Promise.race([loop, exited]).finally(() => (done = true));
}

/** The real `npm run worker` (src/server/worker.ts), resolved once it is working. */
export async function startWorkerProcess(env: Record<string, string>): Promise<ChildProcess> {
  const { child, state, exited } = spawnEntry('src/server/worker.ts', env);
  await poll(() => state.output.includes(WORKER_READY), exited);
  return child;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

export const healthy = async (url: string) => {
  try {
    return (await fetch(`${url}/api/health`)).ok;
  } catch {
    return false;
  }
};

/** The real web server (src/server/main.ts) on a free port, resolved once /api/health answers. */
export async function startWebProcess(env: Record<string, string>) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const { child, exited } = spawnEntry('src/server/main.ts', { HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, ...env });
  await poll(() => healthy(url), exited);
  return { child, url };
}

/** Stops the processes still running (SIGTERM: a worker finishes its jobs first) and waits for them to exit. */
export async function stopProcesses(children: ChildProcess[], signal: NodeJS.Signals = 'SIGTERM') {
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  for (const child of running) child.kill(signal);
  await Promise.all(running.map((child) => new Promise((resolve) => child.once('exit', resolve))));
}

import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The moderation console's staff on the journeys' server (any e-mail signs in at the built-in provider). */
export const STAFF = { admin: 'ada.admin@maya.test', moderator: 'mo.moderator@maya.test' } as const;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

async function waitForHealth(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become healthy in time');
}

/** CPU seconds (user + system) a live process has used, from /proc (Linux; null elsewhere). */
function cpuSecondsOf(pid: number | undefined): number | null {
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th (clock ticks, 100 a second).
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * Runs the real app as its own process on embedded defaults: PGlite in a fresh temp dir and the
 * built-in sign-in provider, serving the built client from dist/client.
 */
export async function startServer(env: Record<string, string> = {}) {
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'maya-e2e-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      PGLITE_DIR: dataDir,
      RATE_LIMIT_MAX: '5000',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
      // The agent network's journey has a score of demo members around two people: every candidate gets a week.
      AGENT_CANDIDATES_PER_PASS: '12',
      // NOTE: the daily model budget (60 calls, ~3 weeks a member) is the API tests' to prove; here a
      // journey's person meets a dozen demo members first, and their week with the journey's other
      // person must not be deferred to tomorrow.
      AGENT_DAILY_MODEL_CALLS: '1000',
      // The moderation console's roles (ADR 055): the journeys sign in with these addresses to reach /admin.
      ADMIN_EMAILS: STAFF.admin,
      MODERATOR_EMAILS: STAFF.moderator,
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // NOTE: a server that never became healthy is stopped, or it would outlive the run holding its output.
  await waitForHealth(baseUrl, child).catch((error: unknown) => {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  });
  return {
    baseUrl,
    dataDir,
    /** Stops the server and says how much CPU it used while it ran. */
    async stop(): Promise<{ cpuSeconds: number | null }> {
      const cpuSeconds = cpuSecondsOf(child.pid);
      child.kill('SIGTERM');
      if (child.exitCode === null) await new Promise((r) => child.once('exit', r));
      rmSync(dataDir, { recursive: true, force: true });
      return { cpuSeconds };
    },
  };
}

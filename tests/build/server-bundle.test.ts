import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs script without type declarations
import { buildServer } from '../../scripts/build.mjs';

type Metafile = { outputs: Record<string, { imports: { path: string; external?: boolean }[] }> };

const OUTDIR = '.tmp/bundle-test';
const packageName = (path: string) =>
  path
    .split('/')
    .slice(0, path.startsWith('@') ? 2 : 1)
    .join('/');
/** The start log's line, read as the server writes it (pino's JSON lines). */
function runningLine(child: ChildProcess, output: () => string): Promise<string> {
  return new Promise((resolve, reject) => {
    const read = () => {
      const found = /Maya is running at [^"\n]*/.exec(output());
      if (found) resolve(found[0]);
    };
    child.stdout?.on('data', read);
    child.once('exit', (code) => reject(new Error(`the bundled server exited with ${code}:\n${output()}`)));
  });
}

async function healthy(url: string, child: ChildProcess, output: () => string) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the bundled server exited with ${child.exitCode}:\n${output()}`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe('the production server bundle (dist/server/main.js)', () => {
  let metafile: Metafile;
  let child: ChildProcess;
  let baseUrl: string;
  let running: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'maya-bundle-'));

  beforeAll(async () => {
    metafile = await buildServer({ outdir: OUTDIR });
    let output = '';
    // Plain node: no --import tsx, no NODE_OPTIONS; a TypeScript file left in the bundle would fail here.
    child = spawn(process.execPath, [join(OUTDIR, 'server/main.js')], {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        NODE_ENV: 'test',
        // Any free port: the start log says which one (and PUBLIC_URL is deliberately another origin).
        PORT: '0',
        HOST: '127.0.0.1',
        PUBLIC_URL: 'http://localhost:3000',
        PGLITE_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
    running = await runningLine(child, () => output);
    baseUrl = /running at (\S+) /.exec(running)![1]!;
    await healthy(baseUrl, child, () => output);
  }, 90_000);

  afterAll(async () => {
    if (child?.exitCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('imports only Node built-ins and production dependencies, which are all the final Docker stage has', () => {
    const { dependencies } = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string> };
    const builtins = new Set(builtinModules);
    const external = Object.values(metafile.outputs).flatMap((o) => o.imports.filter((i) => i.external).map((i) => i.path));
    const foreign = external.filter((path) => !path.startsWith('node:') && !builtins.has(path) && !(packageName(path) in dependencies));
    expect(external.length).toBeGreaterThan(0);
    expect(foreign).toEqual([]);
  });

  it('runs with plain node: migrates its database from drizzle/ and answers /api/health', async () => {
    const res = await fetch(`${baseUrl}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it("says 'Maya is running at' the address it listens on, not PUBLIC_URL (issue 29 item 8)", () => {
    expect(running).toMatch(/^Maya is running at http:\/\/127\.0\.0\.1:\d+ \(.*, reached at http:\/\/localhost:3000\)$/);
    expect(new URL(baseUrl).port).not.toBe('3000');
  });

  it('bundles the agent worker (dist/server/worker.js), which runs with plain node and refuses the embedded database', () => {
    const worker = spawnSync(process.execPath, [join(OUTDIR, 'server/worker.js')], {
      env: { ...process.env, NODE_OPTIONS: '', DATABASE_URL: '', PGLITE_DIR: dataDir },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(worker.stderr).toContain(
      'npm run worker needs DATABASE_URL (PostgreSQL); the embedded database runs the agent inside npm start',
    );
    expect(worker.status).toBe(1);
  });

  it.skipIf(!existsSync('dist/client/index.html'))('serves the built landing page from dist/client', async () => {
    const res = await fetch(`${baseUrl}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });
});

import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { createServer } from 'node:net';
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
const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

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
  const dataDir = mkdtempSync(join(tmpdir(), 'maya-bundle-'));

  beforeAll(async () => {
    metafile = await buildServer({ outdir: OUTDIR });
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    let output = '';
    // Plain node: no --import tsx, no NODE_OPTIONS; a TypeScript file left in the bundle would fail here.
    child = spawn(process.execPath, [join(OUTDIR, 'server/main.js')], {
      env: {
        ...process.env,
        NODE_OPTIONS: '',
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        PGLITE_DIR: dataDir,
        DATABASE_URL: '',
        REDIS_URL: '',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (d) => (output += d));
    child.stderr?.on('data', (d) => (output += d));
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

  it.skipIf(!existsSync('dist/client/index.html'))('serves the built landing page from dist/client', async () => {
    const res = await fetch(`${baseUrl}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('<div id="root">');
  });
});

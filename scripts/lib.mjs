// Helpers shared by the start, build and test scripts: they must work on a fresh clone, before npm install.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

export const run = (cmd, args, opts = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
  return result.status ?? 1;
};

const timings = [];
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs one long step, saying what it does and how long it took: "▶ lint …" then "✓ lint 14.2 s".
 * The action fails by throwing, or by returning false or a non-zero exit status.
 */
export async function timed(name, action) {
  console.log(`\n▶ ${name} …`);
  const started = performance.now();
  let ok = false;
  try {
    const result = await action();
    ok = result !== false && !(typeof result === 'number' && result !== 0);
    return result;
  } finally {
    const ms = performance.now() - started;
    timings.push({ name, ms, ok });
    console.log(`${ok ? '✓' : '✗'} ${name} ${seconds(ms)}`);
  }
}

/** The steps run so far with their durations, as a table (the end of `npm test`). */
export function timingTable() {
  const width = Math.max(4, ...timings.map((t) => t.name.length));
  const total = timings.reduce((sum, t) => sum + t.ms, 0);
  const line = (mark, name, ms) => `${mark} ${name.padEnd(width)}  ${seconds(ms).padStart(8)}`;
  return [...timings.map((t) => line(t.ok ? '✓' : '✗', t.name, t.ms)), line(' ', 'total', total)].join('\n');
}

export const mtimeOf = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

export function newestIn(...paths) {
  let newest = 0;
  for (const path of paths) {
    if (!existsSync(path)) continue;
    if (!statSync(path).isDirectory()) newest = Math.max(newest, mtimeOf(path));
    else for (const entry of readdirSync(path)) newest = Math.max(newest, newestIn(join(path, entry)));
  }
  return newest;
}

/** Installs exactly the locked dependencies when node_modules is missing or older than the lockfile. */
export async function ensureDependencies() {
  if (mtimeOf('node_modules/.package-lock.json') >= mtimeOf('package-lock.json')) return;
  await timed('install dependencies (npm ci, about a minute the first time)', () => {
    if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0)
      throw new Error('npm ci failed (if package.json changed, run `npm install` to update the lockfile)');
  });
}

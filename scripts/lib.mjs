// Helpers shared by the start, build and test scripts: they must work on a fresh clone, before npm install.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';

export const run = (cmd, args, opts = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
  return result.status ?? 1;
};

/** Like `run`, but holds the command's output (both streams, in order) and resolves to its status and that text. */
export const runHeld = (cmd, args, opts = {}) =>
  new Promise((resolve) => {
    const child = spawn(cmd, args, { ...opts, env: { ...process.env, ...opts.env }, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('error', (error) => chunks.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => resolve({ status: code ?? 1, output: Buffer.concat(chunks).toString() }));
  });

/**
 * Runs independent steps (`[name, cmd, args]`) `width` at a time, each timed, and resolves to the names of
 * those that failed. The format, lint, dead-code and type checks are one process on one core each, so two
 * side by side fill a 2-core machine. Each step's output is printed whole as it ends, never interleaved.
 */
export async function runSideBySide(steps, width = 2) {
  const queue = [...steps];
  const failed = [];
  const lane = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const [name, cmd, args] = next;
      const status = await timed(name, async () => {
        const { status, output } = await runHeld(cmd, args);
        if (output) process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
        return status;
      });
      if (status !== 0) failed.push(name);
    }
  };
  await Promise.all(Array.from({ length: width }, lane));
  return failed;
}

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
    const ended = performance.now();
    const ms = ended - started;
    timings.push({ name, ms, ok, started, ended });
    console.log(`${ok ? '✓' : '✗'} ${name} ${seconds(ms)}`);
  }
}

/** How long any step was running: steps run side by side count once. */
function wallTime() {
  let total = 0;
  let until = -Infinity;
  for (const { started, ended } of [...timings].sort((a, b) => a.started - b.started)) {
    total += Math.max(0, ended - Math.max(started, until));
    until = Math.max(until, ended);
  }
  return total;
}

/** The steps run so far with their durations, as a table (the end of `npm test`); the total is wall time. */
export function timingTable() {
  const width = Math.max(4, ...timings.map((t) => t.name.length));
  const total = wallTime();
  const rows = [...timings].sort((a, b) => a.started - b.started);
  const line = (mark, name, ms) => `${mark} ${name.padEnd(width)}  ${seconds(ms).padStart(8)}`;
  return [...rows.map((t) => line(t.ok ? '✓' : '✗', t.name, t.ms)), line(' ', 'total', total)].join('\n');
}

export const mtimeOf = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);
const isSymlink = (path) => existsSync(path) && lstatSync(path).isSymbolicLink();

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
  // NOTE: a worktree that borrows another checkout's node_modules by symlink must not reinstall: npm ci would empty
  // the shared folder under every other checkout using it.
  if (isSymlink('node_modules')) {
    console.warn('! node_modules is a symlink and older than package-lock.json: not reinstalling it (run npm ci where it lives)');
    return;
  }
  await timed('install dependencies (npm ci, about a minute the first time)', () => {
    if (run('npm', ['ci', '--no-audit', '--no-fund']) !== 0)
      throw new Error('npm ci failed (if package.json changed, run `npm install` to update the lockfile)');
  });
}

// Helpers shared by the start and test scripts: they must work on a fresh clone, before npm install.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const run = (cmd, args, opts = {}) => {
  const result = spawnSync(cmd, args, { stdio: 'inherit', ...opts, env: { ...process.env, ...opts.env } });
  return result.status ?? 1;
};

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

function newestIn(dir) {
  if (!existsSync(dir)) return 0;
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestIn(path) : mtime(path));
  }
  return newest;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  if (mtime('node_modules/.package-lock.json') >= mtime('package-lock.json')) return;
  // NOTE: `npm install`, not `npm ci`: npm 11 writes lockfiles without the other platforms' optional
  // binaries (tailwind oxide, rolldown) and then `npm ci` refuses them as out of sync.
  console.log('Installing dependencies (npm install)…');
  if (run('npm', ['install', '--no-audit', '--no-fund']) !== 0) throw new Error('npm install failed');
}

/** Builds the client when dist/client is missing or older than its sources. */
export function ensureClientBuild({ force = false } = {}) {
  const built = mtime('dist/client/index.html');
  const sources = Math.max(newestIn('src/client'), newestIn('src/shared'), newestIn('public'), mtime('vite.config.ts'), mtime('package-lock.json'));
  if (!force && built >= sources) return;
  console.log('Building the client (vite build)…');
  if (run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) throw new Error('vite build failed');
}

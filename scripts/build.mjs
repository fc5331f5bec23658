// `npm run build`: the client with Vite into dist/client, and the server bundled with esbuild into
// plain JavaScript (dist/server/main.js, the agent's worker as dist/server/worker.js, and the admin
// command as dist/scripts/admin.js) that runs with `node`, no tsx. Packages stay external: the bundle imports them from node_modules.
import { rmSync } from 'node:fs';
import { mtimeOf, newestIn, run, timed, timingTable } from './lib.mjs';

export const CLIENT_SOURCES = ['src/client', 'src/shared', 'public', 'vite.config.ts', 'package-lock.json'];
export const SERVER_SOURCES = [
  'src/server',
  'src/shared',
  'scripts/admin.ts',
  'scripts/admin-agents.ts',
  'scripts/build.mjs',
  'tsconfig.json',
  'package-lock.json',
];

export function buildClient() {
  if (run('npx', ['vite', 'build', '--logLevel', 'warn']) !== 0) throw new Error('vite build failed');
}

/** Returns esbuild's metafile, whose imports the build test checks against package.json. */
export async function buildServer({ outdir = 'dist' } = {}) {
  // Imported here, not at the top: lib.mjs loads this file before dependencies are installed.
  const { build, stop } = await import('esbuild');
  for (const dir of ['server', 'scripts']) rmSync(`${outdir}/${dir}`, { recursive: true, force: true });
  const result = await build({
    entryPoints: { 'server/main': 'src/server/main.ts', 'server/worker': 'src/server/worker.ts', 'scripts/admin': 'scripts/admin.ts' },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
  });
  // NOTE: esbuild keeps a service process alive; `npm start` would carry it beside the server.
  await stop();
  return result.metafile;
}

/** Builds the client and the server when either is missing or older than its sources. */
export async function ensureBuild({ only } = {}) {
  const stale = (output, sources) => mtimeOf(output) < newestIn(...sources);
  if (only !== 'server' && stale('dist/client/index.html', CLIENT_SOURCES)) await timed('build the client (vite)', buildClient);
  if (only !== 'client' && stale('dist/server/main.js', SERVER_SOURCES)) await timed('build the server (esbuild)', buildServer);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    await timed('build the client (vite)', buildClient);
    await timed('build the server (esbuild)', () => buildServer());
    console.log(`\n${timingTable()}`);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}

// Dead code (ADR 014): `npm run lint` fails on unused files, exports, types and dependencies.
// Knip runs twice (scripts/lint.mjs): as configured here, then with --production, which leaves out the
// tests so that product code only a test keeps alive is reported too. An export used in its own file
// (exported so a unit test can reach it) is not dead.
import type { KnipConfig } from 'knip';

const config: KnipConfig = {
  entry: [
    // NOTE: knip finds the server through package.json's dev script, but not with --production.
    ...(process.argv.includes('--production') ? ['src/server/main.ts!', 'src/server/worker.ts!'] : []),
    // index.html loads app/main.tsx; vite.config.ts names the island; vite-plugins/prerender-landing loads prerender.tsx.
    'src/client/app/{main,landing-island,prerender}.{ts,tsx}!',
    'scripts/*.{mjs,ts}!',
    // The client build's plugins (vite.config.ts imports them) are product code too.
    'vite-plugins/*.ts!',
    'bench/**/*.bench.ts',
    // The lab (lab/README.md): its benches, tests and the scripts it runs by hand.
    'lab/**/*.{bench,test}.ts',
    'lab/assessment/{rating-packet,realistic-answers}.ts',
    'lab/assessment/follow-up/rating-packet.ts',
    // bench/api-flow.bench.ts and bench/matching-refit.bench.ts start them as their own processes.
    'bench/api-flow/baseline-server.ts',
    'bench/matching-refit/run-refit.ts',
    // The worker process tests/api/agent-workers.test.ts starts.
    'tests/api/helpers/agent-test-worker.ts',
  ],
  project: [
    'src/**/*.{ts,tsx,css}!',
    // Test support that lives beside the code it fakes: not product code.
    '!src/**/testing/**!',
    '!src/**/test-fixtures.ts!',
    'scripts/**/*.{mjs,ts}!',
    'vite-plugins/**/*.ts!',
    'bench/**/*.ts',
    'lab/**/*.ts',
    'tests/**/*.ts',
    '*.{js,ts}',
  ],
  vitest: { config: ['vitest.config.ts', 'vitest.e2e.config.ts', 'vitest.lab.config.ts'] },
  ignoreExportsUsedInFile: true,
  // autocannon is loaded with createRequire (it has no types); scripts/lint.mjs runs prettier through npx.
  ignoreDependencies: ['autocannon', 'prettier'],
  // System tools the scripts call, not packages.
  ignoreBinaries: ['apt-get', 'ffmpeg', 'espeak-ng'],
};

export default config;

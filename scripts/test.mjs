// `npm test`: every check and every test, in order — format, lint and dead code (scripts/lint.mjs),
// typecheck, unit and API tests on PGlite, the lab's studies (own time budget), the same API tests on PostgreSQL, the rate-limit and two-instance
// simulation stream tests on Redis (when reachable, or always with MAYA_REQUIRE_SERVICES=1), then the
// journeys in headless Chromium. Each step prints its duration, and a table of them closes the run.
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { performance } from 'node:perf_hooks';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDependencies, run, timed, timingTable } from './lib.mjs';
import { ensureBuild } from './build.mjs';
import { LINT_STEPS } from './lint.mjs';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
// NOTE: the studies take ~2 min on an idle 2-core machine; the budget leaves room for a busy CI one.
const LAB_BUDGET_MS = 8 * 60_000;
const requireServices = process.env.MAYA_REQUIRE_SERVICES === '1';
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const failedTests = [];

const reachable = (url) =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = new Socket().setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false)).once('timeout', () => (socket.destroy(), resolve(false)));
    socket.connect(Number(port), hostname);
  });

async function step(name, cmd, args, env) {
  const status = await timed(name, () => run(cmd, args, { env }));
  if (status !== 0) failures.push(name);
  return status;
}

async function vitest(name, args, env, { budgetMs } = {}) {
  const report = `.tmp/vitest-${name.replace(/\W+/g, '-')}.json`;
  rmSync(report, { force: true });
  const started = performance.now();
  await step(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args], env);
  const ms = performance.now() - started;
  if (budgetMs && ms > budgetMs) {
    failures.push(`${name} took ${(ms / 1000).toFixed(0)} s, over its budget of ${budgetMs / 1000} s`);
    console.error(`✗ ${failures.at(-1)}`);
  }
  try {
    const json = JSON.parse(readFileSync(report, 'utf8'));
    totals.passed += json.numPassedTests;
    totals.failed += json.numFailedTests;
    totals.skipped += json.numPendingTests + json.numTodoTests;
    for (const file of json.testResults)
      for (const test of file.assertionResults)
        if (test.status === 'failed')
          failedTests.push(
            `${name}: ${file.name.replace(`${process.cwd()}/`, '')} › ${test.fullName}\n    ${(test.failureMessages[0] ?? '').split('\n')[0]}`,
          );
  } catch {
    totals.failed += 1; // the runner itself broke
  }
}

async function service(name, url) {
  if (await reachable(url)) return true;
  const message = `${name} is not reachable at ${url}`;
  if (requireServices) {
    failures.push(message);
    console.error(`✗ ${message}`);
  } else console.warn(`! ${message}: skipping its tests (set MAYA_REQUIRE_SERVICES=1 to make this an error)`);
  return false;
}

try {
  await ensureDependencies();
  ensureChromium();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
mkdirSync('.tmp', { recursive: true });

for (const [name, cmd, args] of LINT_STEPS) await step(name, cmd, args);
await step('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
await vitest('unit and API tests (PGlite)', [], { TEST_DATABASE_URL: '' });
// The lab's studies (lab/README.md) are their own step: the unit run no longer carries them.
await vitest(
  `assessment lab (recovery study, budget ${LAB_BUDGET_MS / 60_000} min)`,
  ['-c', 'vitest.lab.config.ts'],
  {},
  { budgetMs: LAB_BUDGET_MS },
);
const postgres = await service('PostgreSQL', POSTGRES_URL);
if (postgres) await vitest('API tests (PostgreSQL)', ['tests/api'], { TEST_DATABASE_URL: POSTGRES_URL });
// The two-instance simulation stream test runs on the machine's PostgreSQL too when it is there.
if (await service('Redis', REDIS_URL))
  await vitest(
    'Redis tests (rate limit, two-instance simulation stream)',
    ['tests/api/rate-limit.test.ts', 'tests/api/simulation-runs-redis.test.ts'],
    {
      TEST_REDIS_URL: REDIS_URL,
      TEST_DATABASE_URL: postgres ? POSTGRES_URL : '',
    },
  );
try {
  await ensureBuild({ only: 'client' });
  await vitest('journeys in headless Chromium', ['-c', 'vitest.e2e.config.ts']);
} catch (error) {
  failures.push(error.message);
}

// NOTE: CI keeps only the tail of this output, so the failed tests are named again here.
if (failedTests.length) console.log(`\nFailed tests:\n${failedTests.map((line) => `✗ ${line}`).join('\n')}`);
console.log(`\nStep durations:\n${timingTable()}`);
console.log(`\n${failures.length ? `✗ Failed: ${failures.join('; ')}` : '✓ All checks passed'}`);
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);

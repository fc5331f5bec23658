// `npm test`: every check and every test, in order — format, lint and dead code (scripts/lint.mjs),
// typecheck, unit and API tests on PGlite, the same API tests on PostgreSQL, the rate-limit and two-instance
// simulation stream tests on Redis (when reachable, or always with MAYA_REQUIRE_SERVICES=1), then the
// journeys in Debian's headless Chromium shell (ADR 068). Each step prints its duration, and a table of them
// closes the run. NOTE: one step after another: the journeys are CPU-bound, and the PostgreSQL step beside
// them made both slower (ADR 068).
// The lab's studies are `npm run lab` (ADR 067).
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { Socket } from 'node:net';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDependencies, run, runSideBySide, timed, timingTable } from './lib.mjs';
import { ensureBuild } from './build.mjs';
import { LINT_STEPS } from './lint.mjs';

const POSTGRES_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';
const requireServices = process.env.MAYA_REQUIRE_SERVICES === '1';
/**
 * API test files that never open the test database (fakes, or a PGlite of their own whatever
 * TEST_DATABASE_URL says): the PGlite step runs them, and on PostgreSQL they would run the same again.
 */
const NO_TEST_DATABASE = [
  'tests/api/admin-agents-cli.test.ts',
  'tests/api/eval.test.ts',
  'tests/api/telegram-start-up.test.ts',
  'tests/api/telegram-transport.test.ts',
];
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

async function vitest(name, args, env) {
  const report = `.tmp/vitest-${name.replace(/\W+/g, '-')}.json`;
  rmSync(report, { force: true });
  await step(name, 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...args], env);
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

// The checks are independent, single-threaded processes: two at a time, the longest (the typecheck) first.
failures.push(...(await runSideBySide([['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']], ...LINT_STEPS])));
await vitest('unit and API tests (PGlite)', [], { TEST_DATABASE_URL: '' });
const postgres = await service('PostgreSQL', POSTGRES_URL);
const notOnPostgres = NO_TEST_DATABASE.flatMap((file) => ['--exclude', file]);
if (postgres) await vitest('API tests (PostgreSQL)', ['tests/api', ...notOnPostgres], { TEST_DATABASE_URL: POSTGRES_URL });
// The two-instance simulation stream test runs on the machine's PostgreSQL too when it is there.
// NOTE: with TEST_REDIS_URL set (as in CI) the two steps before ran these files against Redis already.
const redis = await service('Redis', REDIS_URL);
if (redis && postgres && process.env.TEST_REDIS_URL) console.log('\n✓ Redis tests: run in the PostgreSQL step (TEST_REDIS_URL is set)');
else if (redis)
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

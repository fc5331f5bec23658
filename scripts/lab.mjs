// `npm run lab`: the lab's studies (lab/README.md), outside `npm test` as the guide keeps studies and benches
// outside the test run (ADR 067). CI runs it after `npm test`. A study that outgrows its budget fails the step.
import { performance } from 'node:perf_hooks';
import { ensureDependencies, run, timed } from './lib.mjs';

// NOTE: the studies take ~2 min on an idle 2-core machine; the budget leaves room for a busy CI one.
const LAB_BUDGET_MS = 8 * 60_000;

await ensureDependencies();
const started = performance.now();
const status = await timed(`the lab's studies (budget ${LAB_BUDGET_MS / 60_000} min)`, () =>
  run('npx', ['vitest', 'run', '-c', 'vitest.lab.config.ts', ...process.argv.slice(2)]),
);
const ms = performance.now() - started;
if (ms > LAB_BUDGET_MS)
  console.error(`✗ the lab's studies took ${(ms / 1000).toFixed(0)} s, over their budget of ${LAB_BUDGET_MS / 1000} s`);
process.exit(status !== 0 || ms > LAB_BUDGET_MS ? 1 : 0);

// `npm run lint`: the format (Prettier, ADR 031), ESLint (house rules and import boundaries, ADR 014), then knip for dead code twice:
// the whole repository, and the product alone (no tests), which finds code only a test keeps alive.
// scripts/test.mjs runs the same steps (and the typecheck) the same way: two at a time, each on its own core.
import { runSideBySide, timingTable } from './lib.mjs';

export const LINT_STEPS = [
  ['format (prettier --check)', 'npx', ['prettier', '--check', '.', '--log-level=warn']],
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['dead code (knip)', 'npx', ['knip', '--no-progress']],
  ['dead code in the product (knip --production)', 'npx', ['knip', '--production', '--no-progress']],
];

if (import.meta.url === `file://${process.argv[1]}`) {
  const failed = await runSideBySide(LINT_STEPS);
  console.log(`\n${timingTable()}`);
  process.exit(failed.length ? 1 : 0);
}

import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { LAB_CONSISTENCY_CHECKS } from './vitest.config';

const src = (dir: string) => fileURLToPath(new URL(`./src/${dir}`, import.meta.url));

/**
 * The lab's studies (lab/README.md): the assessment's recovery study and what rests on its simulated
 * respondents. `npm run lab` runs them with their own time budget, and CI after `npm test` (ADR 067); the
 * lab's quick checks that a product file is what the lab derives run in the unit run.
 */
export default defineConfig({
  resolve: { alias: { '@shared': src('shared'), '@server': src('server') } },
  test: {
    include: ['lab/**/*.test.ts'],
    exclude: LAB_CONSISTENCY_CHECKS,
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // NOTE: one study simulates 7 × 5,000 people; on a busy 2-core machine that takes minutes.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});

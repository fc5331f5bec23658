import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (dir: string) => fileURLToPath(new URL(`./src/${dir}`, import.meta.url));

/**
 * The lab's studies (lab/README.md): the assessment's recovery study and what rests on its simulated
 * respondents. `npm test` runs them as their own step with their own time budget, after the unit run.
 */
export default defineConfig({
  resolve: { alias: { '@shared': src('shared'), '@server': src('server') } },
  test: {
    include: ['lab/**/*.test.ts'],
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // NOTE: one study simulates 7 × 5,000 people; on a busy 2-core machine that takes minutes.
    testTimeout: 600_000,
    hookTimeout: 600_000,
  },
});

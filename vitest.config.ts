import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (dir: string) => fileURLToPath(new URL(`./src/${dir}`, import.meta.url));
/** Component and hook tests of the client: they render React into a DOM (happy-dom). */
const DOM_TESTS = 'src/client/**/*.test.tsx';
export const LAB_CONSISTENCY_CHECKS = ['lab/assessment/realistic-answers.test.ts', 'lab/assessment/follow-up/keys.test.ts'];

export default defineConfig({
  resolve: { alias: { '@shared': src('shared'), '@client': src('client'), '@server': src('server') } },
  test: {
    setupFiles: ['tests/setup/fail-on-console-error.ts'],
    pool: 'forks',
    maxWorkers: 2,
    // NOTE: CI is a busy 2-core machine: a minute absorbs its load and still fails a real hang.
    // Opening PGlite has its own, longer budget (tests/api/helpers/test-database.ts).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'tests/build/**/*.test.ts',
            'tests/lint/**/*.test.ts',
            'tests/bench/**/*.test.ts',
            // The lab's checks that a product file is what the lab derives (fast; the studies are `npm run lab`).
            ...LAB_CONSISTENCY_CHECKS,
          ],
          exclude: [DOM_TESTS],
          // NOTE: each file in a fresh process spent more time starting and importing than testing (a
          // busy machine: 700 s against 340 s). Not isolated, a worker keeps its process and the packages
          // it loaded; vitest still evaluates the project's own modules and mocks anew for each file.
          // Globals a file stubs, it restores.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // NOTE: the API files share their worker's process, so its one database (tests/setup/test-db.ts:
          // PGlite costs ~4 s and ~800 MB to open) and its loaded modules serve every file, instead of each
          // file opening and migrating its own. Each test still starts from emptied tables.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: [DOM_TESTS],
          environment: 'happy-dom',
          setupFiles: ['tests/setup/dom.ts'],
        },
      },
    ],
  },
});

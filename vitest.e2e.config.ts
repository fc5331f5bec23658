import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (dir: string) => fileURLToPath(new URL(`./src/${dir}`, import.meta.url));

/** Journeys in headless Chromium against the real server (see tests/e2e/support/global-setup.ts). */
export default defineConfig({
  resolve: { alias: { '@shared': src('shared'), '@server': src('server') } },
  test: {
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    // Two journeys at once against the one server: most of a journey's time is waiting on the page.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});

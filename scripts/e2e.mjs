// `npm run test:e2e [-- tests/e2e/x.e2e.ts]`: only the journeys in headless Chromium, after making
// sure dependencies, Chromium and an up-to-date client build are there.
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureDependencies, run, timed } from './lib.mjs';
import { ensureBuild } from './build.mjs';

try {
  await ensureDependencies();
  ensureChromium();
  await ensureBuild({ only: 'client' });
} catch (error) {
  console.error(`\n${error.message}`);
  process.exit(1);
}
const status = await timed('journeys in headless Chromium', () =>
  run('npx', ['vitest', 'run', '-c', 'vitest.e2e.config.ts', ...process.argv.slice(2)]),
);
process.exit(status);

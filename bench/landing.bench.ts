/**
 * Issue 10: the landing page on a phone, against a static page with the same headline served by the
 * same server (same compression and headers), in one run: Lighthouse 12 mobile defaults, median of 3.
 * Builds the client first so the figures describe the code as it is. CHROME_PATH picks the browser.
 */
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { startServer } from '../tests/e2e/support/server';
import { addReferencePage, REFERENCE_PATH } from './landing/reference-page';
import { audit, launchChrome, medianFigures, type PageFigures } from './landing/lighthouse';

export const name = 'landing page (Lighthouse, mobile)';

const RUNS = 3;
const root = fileURLToPath(new URL('../', import.meta.url));

export async function run(): Promise<Record<string, number | string>> {
  await build({ configFile: `${root}vite.config.ts`, logLevel: 'warn' });
  const removeReference = addReferencePage(`${root}dist/client`);
  const server = await startServer();
  const chrome = await launchChrome();
  const maya: PageFigures[] = [];
  const reference: PageFigures[] = [];
  try {
    // Alternating, so a busy moment on the machine weighs on both pages alike.
    for (let i = 0; i < RUNS; i++) {
      maya.push(await audit(`${server.baseUrl}/`, chrome.port));
      reference.push(await audit(`${server.baseUrl}${REFERENCE_PATH}`, chrome.port));
    }
  } finally {
    chrome.kill();
    await server.stop();
    removeReference();
  }
  const m = medianFigures(maya);
  const r = medianFigures(reference);
  return {
    'performance (maya / static)': `${m.performance} / ${r.performance}`,
    'accessibility (maya / static)': `${m.accessibility} / ${r.accessibility}`,
    'best practices (maya / static)': `${m.bestPractices} / ${r.bestPractices}`,
    'LCP (maya / static)': `${(m.lcpMs / 1000).toFixed(2)} s / ${(r.lcpMs / 1000).toFixed(2)} s (${(m.lcpMs / r.lcpMs).toFixed(2)}×)`,
    'FCP (maya / static)': `${(m.fcpMs / 1000).toFixed(2)} s / ${(r.fcpMs / 1000).toFixed(2)} s`,
    'total blocking time (maya / static)': `${Math.round(m.tbtMs)} ms / ${Math.round(r.tbtMs)} ms`,
    'speed index (maya / static)': `${(m.speedIndexMs / 1000).toFixed(2)} s / ${(r.speedIndexMs / 1000).toFixed(2)} s`,
    'CLS (maya / static)': `${m.cls.toFixed(3)} / ${r.cls.toFixed(3)}`,
    'transferred, all (maya / static)': `${m.totalKb.toFixed(1)} KB / ${r.totalKb.toFixed(1)} KB`,
    'transferred, JavaScript (maya)': `${m.scriptKb.toFixed(1)} KB`,
    'performance per run (maya)': maya.map((f) => f.performance).join(', '),
    'total blocking time per run (maya)': maya.map((f) => `${Math.round(f.tbtMs)} ms`).join(', '),
  };
}

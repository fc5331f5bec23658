import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

export type PageFigures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  cls: number;
  totalKb: number;
  scriptKb: number;
};

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    logLevel: 'error',
  });
}

type NetworkItem = { resourceType?: string; transferSize?: number };

async function lighthouseRun(url: string, port: number, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    // NOTE: a trace now and then comes back without its navigation start (NO_NAVSTART); that run is repeated.
    if (result && !result.lhr.runtimeError) return result.lhr;
    if (attempt >= attempts) throw new Error(`Lighthouse on ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
  }
}

/** One Lighthouse 12 run with its defaults: a mobile device and simulated throttling. */
export async function audit(url: string, port: number): Promise<PageFigures> {
  const { categories, audits } = await lighthouseRun(url, port);
  const requests = (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
  const kb = (items: NetworkItem[]) => items.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024;
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    bestPractices: Math.round((categories['best-practices']?.score ?? 0) * 100),
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcpMs: audits['first-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    speedIndexMs: audits['speed-index']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    totalKb: kb(requests),
    scriptKb: kb(requests.filter((r) => r.resourceType === 'Script')),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median of each figure across runs. */
export const medianFigures = (runs: PageFigures[]): PageFigures =>
  Object.fromEntries((Object.keys(runs[0]!) as (keyof PageFigures)[]).map((key) => [key, median(runs.map((r) => r[key]))])) as PageFigures;

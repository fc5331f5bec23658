/**
 * One run of the real `ranker-refit` job against DATABASE `argv[2]`, alone in its process so its peak
 * memory is the refit's (plus the app's modules): prints one JSON line of what it measured.
 */
import { openDatabase } from '../../src/server/db/client';
import { rankerRefitJob } from '../../src/server/modules/matching';

const url = process.argv[2]!;
const handle = await openDatabase({ url, dataDir: 'unused', applicationName: 'maya-bench-refit' });
const silent = { info: () => {}, warn: () => {}, error: () => {} };
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
try {
  const rssBefore = process.memoryUsage().rss;
  // Peak RSS includes what V8 keeps after a collection; the heap in use, sampled, is what the refit holds.
  let peakHeap = 0;
  const sampler = setInterval(() => (peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed)), 100);
  const started = performance.now();
  const result = (await rankerRefitJob({ db: handle.db }).handler({}, { now: new Date(), jobId: 'bench', log: silent })) as Record<
    string,
    number
  >;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  const cpu = process.cpuUsage();
  console.log(
    JSON.stringify({
      seconds,
      outcomes: result.outcomes,
      members: result.members,
      rssBeforeMb: mb(rssBefore),
      peakRssMb: Math.round(process.resourceUsage().maxRSS / 1024),
      peakHeapMb: mb(peakHeap),
      cpuSeconds: (cpu.user + cpu.system) / 1e6,
    }),
  );
} finally {
  await handle.close();
}

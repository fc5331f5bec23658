import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';

export type EventLoopDelay = { p50Ms: number; p99Ms: number; maxMs: number; windowSeconds: number };

const ms = (ns: number) => Math.round((Number.isFinite(ns) ? ns : 0) / 1e4) / 100;

/**
 * The event loop's delay (perf_hooks.monitorEventLoopDelay), reported over the last full minute
 * (or since start during the first): a stall an hour ago should not colour today's dashboard.
 * `stop` is called when the app closes.
 */
export function createEventLoopMonitor(windowMs = 60_000, now = Date.now) {
  const histogram: IntervalHistogram = monitorEventLoopDelay({ resolution: 10 });
  histogram.enable();
  let startedAt = now();
  let last: EventLoopDelay | null = null;

  const read = (h: IntervalHistogram, since: number): EventLoopDelay => ({
    p50Ms: ms(h.percentile(50)),
    p99Ms: ms(h.percentile(99)),
    maxMs: ms(h.max),
    windowSeconds: Math.round((now() - since) / 1000),
  });

  const roll = setInterval(() => {
    last = read(histogram, startedAt);
    histogram.reset();
    startedAt = now();
  }, windowMs);
  roll.unref();

  return {
    read: (): EventLoopDelay => last ?? read(histogram, startedAt),
    stop() {
      clearInterval(roll);
      histogram.disable();
    },
  };
}

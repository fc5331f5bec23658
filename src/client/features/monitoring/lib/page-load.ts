/**
 * This page's load time in ms (navigation start to the end of the load event), or null when the
 * browser does not report it yet. NOTE: a single-page app loads once: later screens are not loads.
 */
export function pageLoadMs(): number | null {
  const [nav] = performance.getEntriesByType?.('navigation') ?? [];
  if (!nav) return null;
  const { loadEventEnd, startTime } = nav as PerformanceNavigationTiming;
  return loadEventEnd > 0 ? Math.round(loadEventEnd - startTime) : null;
}

/** Used JS heap in bytes, where the browser reports it (Chromium's non-standard performance.memory). */
export function usedHeapBytes(): number | null {
  const memory = (performance as Performance & { memory?: { usedJSHeapSize?: number } }).memory;
  return typeof memory?.usedJSHeapSize === 'number' ? memory.usedJSHeapSize : null;
}

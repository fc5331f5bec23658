/**
 * Runs `work` once the browser reports the page's first paint on screen (the paint timing entry is
 * delivered after the frame is presented, unlike requestAnimationFrame, which runs before it). If it
 * never reports one (no paint timing, or a tab opened in the background), after `fallbackMs`.
 */
export function afterFirstPaint(work: () => void, fallbackMs = 1000): void {
  let done = false;
  let observer: PerformanceObserver | undefined;
  const once = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    clearTimeout(fallback);
    work();
  };
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    observer = new PerformanceObserver(once);
    observer.observe({ type: 'paint', buffered: true });
  }
  const fallback = setTimeout(once, observer ? fallbackMs : 0);
}

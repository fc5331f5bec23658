import { onCLS, onINP, onLCP, onTTFB, type CLSMetric, type INPMetric, type LCPMetric, type TTFBMetric } from 'web-vitals';
import { currentPath } from './current-path';
import { analyticsEnvironment } from './environment';
import { analyticsQueue } from './queues';
import { telemetryUser } from './telemetry-user';

let started = false;

/**
 * LCP, INP, CLS and TTFB of this page load (the `web-vitals` library) go to
 * POST /api/analytics/track as `web_vital` events. The library reports most of them when the page
 * is hidden; its listener runs before the queue's (capture on window), so they leave in the beacon.
 */
export function startWebVitals() {
  if (started) return;
  started = true;
  const report = (metric: LCPMetric | INPMetric | CLSMetric | TTFBMetric) =>
    analyticsQueue.add({
      event: 'web_vital',
      properties: {
        ...analyticsEnvironment(),
        path: currentPath(),
        metric: { name: metric.name, value: Math.max(0, metric.value), rating: metric.rating },
      },
      userId: telemetryUser(),
    });
  onLCP(report);
  onINP(report);
  onCLS(report);
  onTTFB(report);
}

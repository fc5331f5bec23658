import { currentPath } from './current-path';
import { startFrameSampler } from './frame-sampler';
import { metricsQueue } from './queues';

/** Samples frames while someone is signed in; each janky window is one jank_detected row (§9). */
export const startJankReporting = () =>
  startFrameSampler((report) =>
    metricsQueue.add({
      type: 'jank_detected',
      value: report.fps,
      metadata: { fps: report.fps, drops: report.drops, frames: report.frames, severity: report.severity, path: currentPath() },
    }),
  );

import { FRAMES_PER_SAMPLE, sampleFrames, type FrameSample } from '@shared/domain/monitoring/frame-sampling';

/**
 * Spec §9 "Performance and health": the performance monitor's frame sampling and thresholds.
 * Pure: the browser's frame times go in, the numbers and their ratings come out. The sampling
 * rules (60 frames, a drop over 33 ms) are frame-sampling.ts's, which the jank telemetry uses too.
 */
export { DROP_FRAME_MS as DROPPED_FRAME_MS, FRAMES_PER_SAMPLE, type FrameSample } from '@shared/domain/monitoring/frame-sampling';

/**
 * Feed it every requestAnimationFrame time; every 60 frames it returns the window's frames per
 * second and how many of its frames took over 33 ms, and starts the next window.
 */
export function createFrameSampler() {
  let previous: number | null = null;
  let intervals: number[] = [];
  return (now: number): FrameSample | null => {
    if (previous !== null) intervals.push(now - previous);
    previous = now;
    if (intervals.length < FRAMES_PER_SAMPLE) return null;
    const sample = sampleFrames(intervals);
    intervals = [];
    return sample;
  };
}

export type Rating = 'good' | 'warning' | 'poor';

/** §9 "Monitor thresholds: FPS 50/30, memory 50/100 MB, load 1000/3000 ms". */
export const MONITOR_THRESHOLDS = {
  fps: { good: 50, warning: 30 },
  memoryMb: { good: 50, warning: 100 },
  loadMs: { good: 1000, warning: 3000 },
} as const;

/** Frame rate: 50 or more is good, 30 or more a warning, less is poor. */
export const rateFps = (fps: number): Rating =>
  fps >= MONITOR_THRESHOLDS.fps.good ? 'good' : fps >= MONITOR_THRESHOLDS.fps.warning ? 'warning' : 'poor';

/** Memory and load time: under the first threshold is good, under the second a warning, else poor. */
const rateLower = (value: number, t: { good: number; warning: number }): Rating =>
  value < t.good ? 'good' : value < t.warning ? 'warning' : 'poor';
export const rateMemory = (mb: number): Rating => rateLower(mb, MONITOR_THRESHOLDS.memoryMb);
export const rateLoad = (ms: number): Rating => rateLower(ms, MONITOR_THRESHOLDS.loadMs);

export const bytesToMb = (bytes: number) => Math.round((bytes / (1024 * 1024)) * 10) / 10;

/**
 * Spec §9 "Performance and health": the frame rate is sampled every 60 frames; a frame over 33 ms
 * is a drop; jank is fps under 30 or more than 5 drops; severity critical under 20 fps, high under
 * 30, otherwise medium (a window with enough drops at a good frame rate).
 */
export const FRAMES_PER_SAMPLE = 60;
export const DROP_FRAME_MS = 33;
export const JANK_FPS = 30;
export const CRITICAL_FPS = 20;
export const MAX_DROPS = 5;

export type JankSeverity = 'critical' | 'high' | 'medium';
export type FrameSample = { fps: number; drops: number };

/** One window of frame intervals (ms between consecutive frames) as fps and drops. */
export function sampleFrames(intervalsMs: readonly number[]): FrameSample {
  const total = intervalsMs.reduce((sum, ms) => sum + ms, 0);
  const fps = total > 0 ? (intervalsMs.length * 1000) / total : 0;
  // Floored, never rounded: 19.96 fps must not read as 20.0 and move down a severity.
  return { fps: Math.floor(fps * 10) / 10, drops: intervalsMs.filter((ms) => ms > DROP_FRAME_MS).length };
}

export const isJank = ({ fps, drops }: FrameSample) => fps < JANK_FPS || drops > MAX_DROPS;

export function jankSeverity(fps: number): JankSeverity {
  if (fps < CRITICAL_FPS) return 'critical';
  if (fps < JANK_FPS) return 'high';
  return 'medium';
}

/** Spec §9: render time above 16 ms is a slow render (the threshold goes into the metadata). */
export const SLOW_RENDER_MS = 16;

import {
  FRAMES_PER_SAMPLE,
  isJank,
  jankSeverity,
  sampleFrames,
  type FrameSample,
  type JankSeverity,
} from '@shared/domain/monitoring/frame-sampling';

export type JankReport = FrameSample & { severity: JankSeverity; frames: number };

/** Dispatched on window at the end of every 60-frame sample (the performance monitor reads it too). */
export const FRAME_SAMPLE_EVENT = 'maya:frame-sample';
export type FrameSampleDetail = FrameSample & { jank: boolean };

/**
 * Spec §9: samples the frame rate every 60 frames with requestAnimationFrame; a window with fps
 * under 30 or more than 5 frames over 33 ms is jank, reported with its severity. A hidden page
 * draws no frames, so the window in progress is thrown away when the page is hidden.
 * NOTE: the event is dispatched synchronously inside the frame that closes a window, after the
 * next frame is requested, so a listener that acts at once acts on the first frame of the next window.
 */
export function startFrameSampler(onJank: (report: JankReport) => void) {
  let last: number | null = null;
  let intervals: number[] = [];
  let frame = 0;

  const tick = (now: number) => {
    frame = requestAnimationFrame(tick);
    if (last !== null) intervals.push(now - last);
    last = now;
    if (intervals.length < FRAMES_PER_SAMPLE) return;
    const sample = sampleFrames(intervals);
    intervals = [];
    const jank = isJank(sample);
    if (jank) onJank({ ...sample, severity: jankSeverity(sample.fps), frames: FRAMES_PER_SAMPLE });
    window.dispatchEvent(new CustomEvent<FrameSampleDetail>(FRAME_SAMPLE_EVENT, { detail: { ...sample, jank } }));
  };

  const restart = () => {
    last = null;
    intervals = [];
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') restart();
  };

  document.addEventListener('visibilitychange', onVisibility);
  frame = requestAnimationFrame(tick);
  return () => {
    cancelAnimationFrame(frame);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

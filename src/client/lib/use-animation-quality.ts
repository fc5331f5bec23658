import { useEffect, useState, useSyncExternalStore } from 'react';
import { animationQuality, type AnimationQuality } from './animation-quality';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const SAMPLE_FRAMES = 60;

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

// One frame-rate sample per page load, shared by every component that asks.
let measuredFps: number | undefined;
let sampling: Promise<number> | undefined;

function sampleFps(): Promise<number> {
  sampling ??= new Promise((resolve) => {
    let frames = 0;
    let start = 0;
    const tick = (now: number) => {
      if (frames === 0) start = now;
      frames += 1;
      if (frames <= SAMPLE_FRAMES) return void requestAnimationFrame(tick);
      const elapsed = now - start;
      measuredFps = elapsed > 0 ? (SAMPLE_FRAMES * 1000) / elapsed : 60;
      resolve(measuredFps);
    };
    requestAnimationFrame(tick);
  });
  return sampling;
}

/** Motion quality for this device (spec §9). Assumes 60 fps until the first sample is in. */
export function useAnimationQuality(): AnimationQuality {
  const reducedMotion = usePrefersReducedMotion();
  const [fps, setFps] = useState(measuredFps ?? 60);
  useEffect(() => {
    if (reducedMotion || measuredFps !== undefined) return;
    let live = true;
    void sampleFps().then((value) => live && setFps(value));
    return () => {
      live = false;
    };
  }, [reducedMotion]);
  const cores = typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency || undefined;
  return animationQuality({ reducedMotion, fps: measuredFps ?? fps, cores });
}

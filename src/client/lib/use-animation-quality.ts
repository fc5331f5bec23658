import { useEffect, useState, useSyncExternalStore } from 'react';
import { useAccessibility } from './accessibility-settings';
import { animationQuality, type AnimationQuality } from './animation-quality';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const SAMPLE_FRAMES = 60;

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** The system's reduced-motion preference, or the accessibility panel's setting (§3): either one stills motion. */
export function usePrefersReducedMotion(): boolean {
  const system = useSyncExternalStore(
    subscribeReducedMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
  return useAccessibility().reducedMotion || system;
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

/**
 * Motion quality for this device (spec §9): none under reduced motion (the system's or the
 * accessibility panel's), low on a low-end device. Assumes 60 fps until the first sample is in.
 */
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

/** Spec §9 motion quality. Pure: the browser measurements are taken in use-animation-quality.ts. */
export type AnimationQuality = 'none' | 'low' | 'medium' | 'high';

export type DeviceSignals = {
  reducedMotion: boolean;
  /** Measured frames per second. */
  fps: number;
  /** navigator.hardwareConcurrency; unknown counts as capable. */
  cores?: number;
};

export const isLowEndDevice = ({ fps, cores }: Pick<DeviceSignals, 'fps' | 'cores'>) => fps < 30 || (cores !== undefined && cores < 4);

export function animationQuality(signals: DeviceSignals): AnimationQuality {
  if (signals.reducedMotion) return 'none';
  if (isLowEndDevice(signals)) return 'low';
  if (signals.fps < 45) return 'medium';
  return 'high';
}

/** Page transition length in seconds; 0 means no transition. */
export const transitionSeconds: Record<AnimationQuality, number> = { none: 0, low: 0.2, medium: 0.3, high: 0.4 };

/** Spinner rotation period in seconds. Reduced motion keeps the slowest spin: the spinner is the only sign of progress. */
export const spinnerPeriodSeconds: Record<AnimationQuality, number> = { none: 1, low: 1, medium: 0.8, high: 0.6 };

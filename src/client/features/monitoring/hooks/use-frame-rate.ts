import { useEffect, useState } from 'react';
import { createFrameSampler, type FrameSample } from '../lib/performance-monitor';

/** The latest §9 frame sample (every 60 frames), measured only while the caller is mounted. */
export function useFrameRate(): FrameSample | null {
  const [sample, setSample] = useState<FrameSample | null>(null);
  useEffect(() => {
    const sampler = createFrameSampler();
    let frame = requestAnimationFrame(function tick(now) {
      const next = sampler(now);
      if (next) setSample(next);
      frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, []);
  return sample;
}

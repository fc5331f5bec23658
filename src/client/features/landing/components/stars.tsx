import { useId, useMemo } from 'react';
import { round2 as round } from '@shared/lib/math';
import { seededRandom } from '../lib/skyline-layout';

/** Faint stars over the upper sky; a few twinkle (only when motion is allowed). */
export function Stars({ className }: { className?: string }) {
  const id = useId();
  const stars = useMemo(() => {
    const rng = seededRandom(7);
    // Two decimals are far below a pixel, and keep the prerendered page a few KB lighter than 17 digits.
    return Array.from({ length: 90 }, () => ({ x: round(rng() * 1440), y: round(rng() * 520), r: round(0.6 + rng() * 1.2), o: round(0.25 + rng() * 0.6), twinkle: rng() < 0.3, delay: round(rng() * 3) }));
  }, []);
  return (
    <svg viewBox="0 0 1440 900" preserveAspectRatio="xMidYMin slice" aria-hidden="true" className={className}>
      {stars.map((s, i) => (
        <circle
          key={i}
          cx={s.x}
          cy={s.y}
          r={s.r}
          fill="#fff"
          opacity={s.o}
          className={s.twinkle ? 'motion-safe:animate-pulse' : undefined}
          style={s.twinkle ? { animationDelay: `${s.delay}s`, animationDuration: '3s' } : undefined}
        />
      ))}
      <defs>
        <radialGradient id={`${id}-halo`}>
          <stop offset="0.3" stopColor="#ffd6e4" stopOpacity="0.18" />
          <stop offset="1" stopColor="#ffd6e4" stopOpacity="0" />
        </radialGradient>
        <mask id={`${id}-crescent`}>
          <circle r="34" fill="#fff" />
          <circle r="30" cx="14" cy="-9" fill="#000" />
        </mask>
      </defs>
      <g transform="translate(1180 130)">
        <circle r="110" fill={`url(#${id}-halo)`} />
        <circle r="34" fill="#ffe9f0" mask={`url(#${id}-crescent)`} />
      </g>
    </svg>
  );
}

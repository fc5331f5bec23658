import { useId, useMemo } from 'react';
import { cn } from '@client/lib/cn';
import { round2 as round } from '@shared/lib/math';
import { seededRandom } from '../lib/skyline-layout';

const VIEWBOX = '0 0 1440 900';
const ASPECT = 'xMidYMin slice';
/** Twinkling stars fall into this many groups by their delay (0-3 s), each group one layer. */
const TWINKLE_GROUPS = 3;

/** Faint stars over the upper sky, behind everything else; a few twinkle (only when motion is allowed). */
export function Stars({ className }: { className?: string }) {
  const id = useId();
  const { steady, twinkling } = useMemo(() => {
    const rng = seededRandom(7);
    // Two decimals are far below a pixel, and keep the prerendered page a few KB lighter than 17 digits.
    const stars = Array.from({ length: 90 }, () => ({
      x: round(rng() * 1440),
      y: round(rng() * 520),
      r: round(0.6 + rng() * 1.2),
      o: round(0.25 + rng() * 0.6),
      twinkle: rng() < 0.3,
      delay: round(rng() * 3),
    }));
    const groups = Array.from({ length: TWINKLE_GROUPS }, (_, g) => stars.filter((s) => s.twinkle && Math.floor(s.delay) === g));
    return { steady: stars.filter((s) => !s.twinkle), twinkling: groups };
  }, []);
  return (
    <>
      <svg viewBox={VIEWBOX} preserveAspectRatio={ASPECT} aria-hidden="true" className={className}>
        {steady.map((s, i) => (
          <circle key={i} cx={s.x} cy={s.y} r={s.r} fill="#fff" opacity={s.o} />
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
      {/* NOTE: each group twinkles as a whole <svg>, so the browser animates its opacity on the
          compositor; twinkling circles inside one SVG would repaint the sky every frame. */}
      {twinkling.map((group, g) => (
        <svg
          key={g}
          viewBox={VIEWBOX}
          preserveAspectRatio={ASPECT}
          aria-hidden="true"
          className={cn(className, 'motion-safe:animate-pulse')}
          style={{ animationDelay: `${g}s`, animationDuration: '3s' }}
        >
          {group.map((s, i) => (
            <circle key={i} cx={s.x} cy={s.y} r={s.r} fill="#fff" opacity={s.o} />
          ))}
        </svg>
      ))}
    </>
  );
}

import { memo, useEffect, useId, useMemo, useRef } from 'react';
import { cn } from '@client/lib/cn';
import { usePrefersReducedMotion } from '@client/lib/use-animation-quality';
import { animateSkyline, INTERACTIVE, LAYER_STYLE, layerTransform } from '../lib/skyline-motion';
import { buildingPath, generateSkyline, SKYLINE_HEIGHT, SKYLINE_WIDTH, type Building, type SkylineLayer } from '../lib/skyline-layout';
import { groupByColour, WINDOW_RADIUS, windowsPath } from '../lib/skyline-windows';

const VIEWBOX = `0 0 ${SKYLINE_WIDTH} ${SKYLINE_HEIGHT}`;

/**
 * An original city skyline at dusk. Layers drift with the pointer (parallax) and windows near the
 * pointer or a tap light up for a few seconds. Each layer is its own <svg> moved by a CSS transform,
 * so parallax is composited instead of repainting the city a frame (lib/skyline-motion). Windows are
 * drawn as one path per colour (lib/skyline-windows), so the prerendered page has few shapes to paint.
 */
export function Skyline({ className }: { className?: string }) {
  const layers = useMemo(() => generateSkyline(), []);
  const reducedMotion = usePrefersReducedMotion();
  const rootRef = useRef<HTMLDivElement>(null);
  const ids = useId();

  useEffect(() => (rootRef.current ? animateSkyline(rootRef.current, layers, reducedMotion) : undefined), [layers, reducedMotion]);

  return (
    <div
      ref={rootRef}
      data-skyline=""
      role="img"
      aria-label="Illustrated city skyline at dusk; windows light up as you move across it"
      className={cn('overflow-hidden select-none', className)}
    >
      <svg viewBox={VIEWBOX} preserveAspectRatio="xMidYMax slice" aria-hidden="true" className="absolute inset-0 size-full">
        <defs>
          <radialGradient id={`${ids}-glow`} cx="50%" cy="100%" r="60%">
            <stop offset="0" stopColor="#ff5d8f" stopOpacity="0.55" />
            <stop offset="0.45" stopColor="#b04a9a" stopOpacity="0.25" />
            <stop offset="1" stopColor="#7c5cff" stopOpacity="0" />
          </radialGradient>
        </defs>
        <rect width={SKYLINE_WIDTH} height={SKYLINE_HEIGHT} fill={`url(#${ids}-glow)`} />
      </svg>
      {/* NOTE: on the prerendered page the layers wait for the frame after the first paint
          (SKYLINE_LATER_CLASS in shared/landing/landing-loader), so the first frame stays light; the
          class name is spelled out here for Tailwind. */}
      <div data-skyline-layers="" className="[@media(scripting:enabled)]:in-[.skyline-later]:hidden">
        {layers.map((layer) => (
          <div key={layer.name}>
            <div className="absolute inset-0" style={reducedMotion ? undefined : { transform: layerTransform(layer.name, 0, 0) }}>
              <LayerSvg layer={layer} animate={!reducedMotion} />
            </div>
            {/* Pink haze in front of the distant layers gives depth. */}
            {layer.name !== 'near' && (
              <div aria-hidden="true" className="absolute inset-0 bg-linear-to-b from-transparent from-35% to-maya/15" />
            )}
          </div>
        ))}
      </div>
      <div aria-hidden="true" className="absolute inset-0 bg-linear-to-b from-transparent from-55% to-ink/90" />
    </div>
  );
}

const LayerSvg = memo(function LayerSvg({ layer, animate }: { layer: SkylineLayer; animate: boolean }) {
  const style = LAYER_STYLE[layer.name];
  const interactive = INTERACTIVE.includes(layer.name);
  const windows = layer.buildings.flatMap((b) => b.windows);
  // One path per colour, not a rect per window (lib/skyline-windows); lit windows get rects of their own later.
  const groups = interactive ? groupByColour(windows, (w) => w.lit ?? style.dark) : groupByColour(windows, (w) => w.lit);
  return (
    <svg
      data-layer={layer.name}
      viewBox={VIEWBOX}
      preserveAspectRatio="xMidYMax slice"
      overflow="visible"
      aria-hidden="true"
      className="size-full"
    >
      <path d={layer.buildings.map(buildingPath).join('')} fill={style.fill} />
      {layer.buildings.map((b, bi) => (
        <RoofDetail key={bi} building={b} fill={style.fill} animate={animate} />
      ))}
      {groups.map(([colour, ws]) =>
        interactive ? (
          <path
            key={colour}
            d={windowsPath(ws, WINDOW_RADIUS)}
            fill={colour}
            stroke={colour}
            strokeWidth={WINDOW_RADIUS * 2}
            strokeLinejoin="round"
          />
        ) : (
          <path key={colour} d={windowsPath(ws)} fill={colour} opacity="0.7" />
        ),
      )}
    </svg>
  );
});

function RoofDetail({ building: b, fill, animate }: { building: Building; fill: string; animate: boolean }) {
  const top = SKYLINE_HEIGHT - b.h;
  const mid = b.x + b.w / 2;
  if (b.roof === 'antenna') {
    return (
      <g>
        <rect x={mid - 1.5} y={top - 38} width="3" height="38" fill={fill} />
        <circle cx={mid} cy={top - 40} r="3" fill="#ff4d6d" className={animate ? 'animate-pulse' : undefined} />
      </g>
    );
  }
  if (b.roof === 'tank') {
    const x = b.x + b.w * 0.62;
    return (
      <g fill={fill}>
        <rect x={x} y={top - 30} width="24" height="20" rx="3" />
        <path d={`M${x} ${top - 30}L${x + 12} ${top - 40}L${x + 24} ${top - 30}Z`} />
        <rect x={x + 3} y={top - 10} width="3" height="10" />
        <rect x={x + 18} y={top - 10} width="3" height="10" />
      </g>
    );
  }
  return null;
}

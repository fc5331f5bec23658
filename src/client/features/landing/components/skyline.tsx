import { memo, useEffect, useId, useMemo, useRef } from 'react';
import { cn } from '@client/lib/cn';
import { usePrefersReducedMotion } from '@client/lib/use-animation-quality';
import { SKYLINE_SPRING, springAtRest, stepSpring } from '../lib/spring';
import { buildingPath, generateSkyline, SKYLINE_HEIGHT, SKYLINE_WIDTH, type Building, type LayerName, type SkylineLayer } from '../lib/skyline-layout';

const LAYER_STYLE: Record<LayerName, { fill: string; dark: string; shiftX: number; shiftY: number; radius: number }> = {
  far: { fill: '#2a2152', dark: '#342a63', shiftX: 8, shiftY: 2, radius: 0 },
  mid: { fill: '#1a1536', dark: '#241e45', shiftX: 20, shiftY: 5, radius: 80 },
  near: { fill: '#0d0b1c', dark: '#1a1730', shiftX: 38, shiftY: 9, radius: 105 },
};
const INTERACTIVE: LayerName[] = ['mid', 'near'];
const VIEWBOX = `0 0 ${SKYLINE_WIDTH} ${SKYLINE_HEIGHT}`;
const LAYER_NAMES = Object.keys(LAYER_STYLE) as LayerName[];

/** A layer's parallax offset for a pointer at (x, y), each from -1 to 1 across the window. */
const layerTransform = (name: LayerName, x: number, y: number) =>
  `translate3d(${-x * LAYER_STYLE[name].shiftX}px, ${(y + 1) * LAYER_STYLE[name].shiftY}px, 0)`;

/**
 * An original city skyline at dusk. Layers drift with the pointer (parallax) and windows near the
 * pointer or a tap light up for a few seconds. Each layer is its own <svg> moved by a CSS transform,
 * so parallax is composited instead of repainting ~1 500 shapes a frame. The parallax follows a
 * spring stepped per animation frame (lib/spring), only while it moves.
 */
export function Skyline({ className }: { className?: string }) {
  const layers = useMemo(() => generateSkyline(), []);
  const reducedMotion = usePrefersReducedMotion();
  const rootRef = useRef<HTMLDivElement>(null);
  const ids = useId();

  const layerRefs = useRef<Partial<Record<LayerName, HTMLDivElement | null>>>({});

  useEffect(() => {
    const root = rootRef.current;
    if (!root) return;
    // Windows are lit by writing to the DOM directly: no React render per pointer move.
    const targets = INTERACTIVE.map((name) => {
      const svg = root.querySelector<SVGSVGElement>(`svg[data-layer="${name}"]`)!;
      const rects = [...svg.querySelectorAll<SVGRectElement>('rect[data-w]')];
      const windows = layers.find((l) => l.name === name)!.buildings.flatMap((b) => b.windows);
      return { name, svg, rects, windows };
    });
    const timers = new Map<SVGRectElement, number>();

    const lightUp = (rect: SVGRectElement, glow: string, ms: number) => {
      rect.style.fill = glow;
      window.clearTimeout(timers.get(rect));
      timers.set(rect, window.setTimeout(() => {
        rect.style.fill = '';
        timers.delete(rect);
      }, ms));
    };

    const lightNear = (clientX: number, clientY: number, scale: number) => {
      for (const { name, svg, rects, windows } of targets) {
        // getScreenCTM includes the layer's parallax transform, so this is the point in layer units.
        const matrix = svg.getScreenCTM();
        if (!matrix) continue;
        const p = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
        const radius = LAYER_STYLE[name].radius * scale;
        windows.forEach((w, i) => {
          if (w.lit) return;
          const dx = w.x + w.w / 2 - p.x;
          const dy = w.y + w.h / 2 - p.y;
          const d = Math.hypot(dx, dy);
          // Denser at the centre, sparser at the edge, so the light reads as a soft glow.
          if (d < radius && Math.random() > d / radius - 0.25) lightUp(rects[i]!, w.glow, 1800 + Math.random() * 2200);
        });
      }
    };

    const spring = { x: { value: 0, velocity: 0 }, y: { value: 0, velocity: 0 } };
    const target = { x: 0, y: 0 };
    let springFrame = 0;
    let springTime = 0;
    const moveLayers = (now: number) => {
      const dt = Math.min((now - (springTime || now - 16)) / 1000, 1 / 30);
      springTime = now;
      spring.x = stepSpring(spring.x, target.x, dt, SKYLINE_SPRING);
      spring.y = stepSpring(spring.y, target.y, dt, SKYLINE_SPRING);
      for (const name of LAYER_NAMES) {
        const layer = layerRefs.current[name];
        if (layer) layer.style.transform = layerTransform(name, spring.x.value, spring.y.value);
      }
      const resting = springAtRest(spring.x, target.x) && springAtRest(spring.y, target.y);
      springFrame = resting ? 0 : requestAnimationFrame(moveLayers);
      if (resting) springTime = 0;
    };
    const aimLayers = (x: number, y: number) => {
      target.x = x;
      target.y = y;
      if (!reducedMotion && !springFrame) springFrame = requestAnimationFrame(moveLayers);
    };

    let frame = 0;
    let last: PointerEvent | null = null;
    const onMove = (event: PointerEvent) => {
      last = event;
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        if (!last) return;
        aimLayers((last.clientX / window.innerWidth) * 2 - 1, (last.clientY / window.innerHeight) * 2 - 1);
        if (last.pointerType === 'mouse') lightNear(last.clientX, last.clientY, 1);
      });
    };
    const onDown = (event: PointerEvent) => lightNear(event.clientX, event.clientY, event.pointerType === 'mouse' ? 1.3 : 2);

    window.addEventListener('pointermove', onMove, { passive: true });
    window.addEventListener('pointerdown', onDown, { passive: true });

    // A city is never still: a window switches on somewhere every so often.
    const dark = targets.flatMap(({ rects, windows }) => windows.map((w, i) => ({ w, rect: rects[i]! }))).filter(({ w }) => !w.lit);
    const ambient = reducedMotion
      ? 0
      : window.setInterval(() => {
          const pick = dark[Math.floor(Math.random() * dark.length)];
          if (pick) lightUp(pick.rect, pick.w.glow, 3000 + Math.random() * 5000);
        }, 450);

    return () => {
      window.removeEventListener('pointermove', onMove);
      window.removeEventListener('pointerdown', onDown);
      cancelAnimationFrame(frame);
      cancelAnimationFrame(springFrame);
      window.clearInterval(ambient);
      timers.forEach((t) => window.clearTimeout(t));
    };
  }, [layers, reducedMotion]);

  return (
    <div ref={rootRef} role="img" aria-label="Illustrated city skyline at dusk; windows light up as you move across it" className={cn('overflow-hidden select-none', className)}>
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
      {layers.map((layer) => (
        <div key={layer.name}>
          <div
            ref={(el) => void (layerRefs.current[layer.name] = el)}
            className="absolute inset-0"
            style={reducedMotion ? undefined : { transform: layerTransform(layer.name, 0, 0) }}
          >
            <LayerSvg layer={layer} animate={!reducedMotion} />
          </div>
          {/* Pink haze in front of the distant layers gives depth. */}
          {layer.name !== 'near' && <div aria-hidden="true" className="absolute inset-0 bg-linear-to-b from-transparent from-35% to-maya/15" />}
        </div>
      ))}
      <div aria-hidden="true" className="absolute inset-0 bg-linear-to-b from-transparent from-55% to-ink/90" />
    </div>
  );
}

const LayerSvg = memo(function LayerSvg({ layer, animate }: { layer: SkylineLayer; animate: boolean }) {
  const style = LAYER_STYLE[layer.name];
  const interactive = INTERACTIVE.includes(layer.name);
  return (
    <svg data-layer={layer.name} viewBox={VIEWBOX} preserveAspectRatio="xMidYMax slice" overflow="visible" aria-hidden="true" className="size-full">
      {layer.buildings.map((b, bi) => (
        <g key={bi}>
          <path d={buildingPath(b)} fill={style.fill} />
          <RoofDetail building={b} fill={style.fill} animate={animate} />
          {b.windows.map((w, wi) =>
            interactive ? (
              <rect key={wi} data-w="" x={w.x} y={w.y} width={w.w} height={w.h} rx="1" fill={w.lit ?? style.dark} className="transition-[fill] duration-700 ease-out" />
            ) : (
              w.lit && <rect key={wi} x={w.x} y={w.y} width={w.w} height={w.h} fill={w.lit} opacity="0.7" />
            ),
          )}
        </g>
      ))}
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

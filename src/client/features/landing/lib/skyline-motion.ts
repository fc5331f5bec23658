import { SKYLINE_SPRING, springAtRest, stepSpring } from './spring';
import type { LayerName, SkylineLayer, SkylineWindow } from './skyline-layout';
import { WINDOW_RADIUS } from './skyline-windows';

export const LAYER_STYLE: Record<LayerName, { fill: string; dark: string; shiftX: number; shiftY: number; radius: number }> = {
  far: { fill: '#2a2152', dark: '#342a63', shiftX: 8, shiftY: 2, radius: 0 },
  mid: { fill: '#1a1536', dark: '#241e45', shiftX: 20, shiftY: 5, radius: 80 },
  near: { fill: '#0d0b1c', dark: '#1a1730', shiftX: 38, shiftY: 9, radius: 105 },
};
export const INTERACTIVE: LayerName[] = ['mid', 'near'];
const LAYER_NAMES = Object.keys(LAYER_STYLE) as LayerName[];

/** A layer's parallax offset for a pointer at (x, y), each from -1 to 1 across the window. */
export const layerTransform = (name: LayerName, x: number, y: number) =>
  `translate3d(${-x * LAYER_STYLE[name].shiftX}px, ${(y + 1) * LAYER_STYLE[name].shiftY}px, 0)`;

/**
 * Brings a drawn skyline to life: parallax on a spring, windows lit near the pointer or a tap, and
 * now and then a window switching on. Plain DOM (no React, no library), so the prerendered landing
 * page runs it before the app loads; the Skyline component runs it too. Returns the stop function.
 */
export function animateSkyline(root: HTMLElement, layers: SkylineLayer[], reducedMotion: boolean): () => void {
  // Windows are lit by writing to the DOM directly: no React render per pointer move.
  const targets = INTERACTIVE.map((name) => {
    const svg = root.querySelector<SVGSVGElement>(`svg[data-layer="${name}"]`)!;
    const windows = layers.find((l) => l.name === name)!.buildings.flatMap((b) => b.windows);
    return { name, svg, windows, rects: [] as SVGRectElement[] };
  });
  const timers = new Map<SVGRectElement, number>();
  const created: SVGRectElement[] = [];
  // The drawing has no element per window (one path per colour): a window gets its own rect, over
  // the path, the first time it lights up, and keeps it.
  const rectFor = (target: (typeof targets)[number], i: number) => {
    const existing = target.rects[i];
    if (existing) return existing;
    const rect = windowRect(target.windows[i]!, LAYER_STYLE[target.name].dark);
    target.svg.append(rect);
    created.push(rect);
    return (target.rects[i] = rect);
  };

  /**
   * Near the pointer the light eases in and out (the CSS transition on rect[data-w]); elsewhere a
   * window just switches on, as windows do. NOTE: an easing fill repaints the layer every frame, so
   * the windows lit while nobody is there (every 450 ms, for seconds) do without it.
   */
  const lightUp = (rect: SVGRectElement, glow: string, ms: number, eased = true) => {
    rect.style.transition = eased ? '' : 'none';
    // Its dark colour is styled before it is lit, so the light eases in.
    if (eased) void getComputedStyle(rect).fill;
    rect.style.fill = glow;
    window.clearTimeout(timers.get(rect));
    timers.set(
      rect,
      window.setTimeout(() => {
        rect.style.fill = '';
        timers.delete(rect);
      }, ms),
    );
  };

  const lightNear = (clientX: number, clientY: number, scale: number) => {
    for (const target of targets) {
      const { name, svg, windows } = target;
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
        if (d < radius && Math.random() > d / radius - 0.25) lightUp(rectFor(target, i), w.glow, 1800 + Math.random() * 2200);
      });
    }
  };

  const layerOf = (name: LayerName) => root.querySelector<SVGSVGElement>(`svg[data-layer="${name}"]`)?.parentElement;
  // Prerendered markup assumes motion; with reduced motion the layers sit still at rest.
  if (reducedMotion) LAYER_NAMES.forEach((name) => layerOf(name)?.style.removeProperty('transform'));

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
      const layer = root.querySelector<SVGSVGElement>(`svg[data-layer="${name}"]`)?.parentElement;
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
  const dark = targets.flatMap((target) => target.windows.map((w, i) => ({ w, target, i }))).filter(({ w }) => !w.lit);
  const ambient = reducedMotion
    ? 0
    : window.setInterval(() => {
        const pick = dark[Math.floor(Math.random() * dark.length)];
        if (pick) lightUp(rectFor(pick.target, pick.i), pick.w.glow, 3000 + Math.random() * 5000, false);
      }, 450);

  return () => {
    window.removeEventListener('pointermove', onMove);
    window.removeEventListener('pointerdown', onDown);
    cancelAnimationFrame(frame);
    cancelAnimationFrame(springFrame);
    window.clearInterval(ambient);
    timers.forEach((t) => window.clearTimeout(t));
    created.forEach((rect) => rect.remove());
  };
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** A window as a rect of its own, dark until lit: the same size and corners as its part of the path. */
function windowRect(w: SkylineWindow, dark: string): SVGRectElement {
  const rect = document.createElementNS(SVG_NS, 'rect');
  const attributes = { 'data-w': '', x: w.x, y: w.y, width: w.w, height: w.h, rx: WINDOW_RADIUS, fill: dark };
  for (const [name, value] of Object.entries(attributes)) rect.setAttribute(name, String(value));
  return rect;
}

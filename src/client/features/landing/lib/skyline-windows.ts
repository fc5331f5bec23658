import type { SkylineWindow } from './skyline-layout';

/**
 * The skyline's windows drawn as one SVG path per colour instead of one <rect> each (issue 10): the
 * prerendered landing page then has about a hundred shapes to parse, style and paint before its
 * first frame instead of ~1 500. Windows light up later as rects of their own (lib/skyline-motion).
 */

/** Windows grouped by the colour they are drawn in, in first-seen order (stable markup). */
export function groupByColour(windows: SkylineWindow[], colourOf: (w: SkylineWindow) => string | null): [string, SkylineWindow[]][] {
  const groups = new Map<string, SkylineWindow[]>();
  for (const w of windows) {
    const colour = colourOf(w);
    if (colour) groups.set(colour, [...(groups.get(colour) ?? []), w]);
  }
  return [...groups];
}

/**
 * One subpath per window, shrunk by `inset` on every side. With a stroke of twice the inset and round
 * joins, each is exactly a rect of the window's size with corners of radius `inset` (rx), as before.
 * Each subpath starts with a move relative to the one before (after `z` the pen is back at its start):
 * windows sit on a grid, so the same few steps repeat and the page compresses far better.
 */
export function windowsPath(windows: SkylineWindow[], inset = 0): string {
  let pen = { x: 0, y: 0 };
  return windows
    .map(({ x, y, w, h }, i) => {
      const start = { x: x + inset, y: y + inset };
      const move = i === 0 ? `M${start.x} ${start.y}` : `m${start.x - pen.x} ${start.y - pen.y}`;
      pen = start;
      return `${move}h${w - inset * 2}v${h - inset * 2}h${inset * 2 - w}z`;
    })
    .join('');
}

/** Rounded corners of the interactive windows, in viewBox units (the rects' former rx). */
export const WINDOW_RADIUS = 1;

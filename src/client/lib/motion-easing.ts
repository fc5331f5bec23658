/**
 * The app's one motion curve (a quick start that settles gently), as the cubic-bézier control
 * points `motion` takes for `ease`. Every screen's entrance uses it, so they all move alike.
 */
export const EASE = [0.22, 1, 0.36, 1] as const;

/** The same curve for a CSS animation or transition. */
export const EASE_CSS = `cubic-bezier(${EASE.join(', ')})`;

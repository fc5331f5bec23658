import { generateSkyline } from '@client/features/landing/lib/skyline-layout';
import { animateSkyline } from '@client/features/landing/lib/skyline-motion';

/**
 * Brings the prerendered skyline to life (parallax, windows lighting up). The landing island loads
 * this after the first paint, so none of it is fetched or run before the page is on screen.
 */
export const startSkyline = (skyline: HTMLElement) =>
  animateSkyline(skyline, generateSkyline(), matchMedia('(prefers-reduced-motion: reduce)').matches);

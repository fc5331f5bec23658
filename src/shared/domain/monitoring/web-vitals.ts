/** The web vitals Maya measures (the `web-vitals` library's names) and their published thresholds. */
export const WEB_VITALS = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type WebVitalName = (typeof WEB_VITALS)[number];
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

/** Good up to the first number, poor above the second (web.dev; CLS is unitless, the rest ms). */
export const VITAL_THRESHOLDS: Record<WebVitalName, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800],
};

export function rateVital(name: WebVitalName, value: number): VitalRating {
  const [good, poor] = VITAL_THRESHOLDS[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

import { describe, expect, it } from 'vitest';
import { rateVital } from './web-vitals';

describe('web vital ratings', () => {
  it('rates at the published thresholds, inclusive of the good and poor bounds', () => {
    expect(rateVital('LCP', 2500)).toBe('good');
    expect(rateVital('LCP', 2501)).toBe('needs-improvement');
    expect(rateVital('LCP', 4001)).toBe('poor');
    expect(rateVital('CLS', 0.1)).toBe('good');
    expect(rateVital('CLS', 0.3)).toBe('poor');
    expect(rateVital('INP', 350)).toBe('needs-improvement');
    expect(rateVital('TTFB', 1900)).toBe('poor');
  });
});

import { describe, expect, it } from 'vitest';
import { EASE, EASE_CSS } from './motion-easing';

describe('EASE', () => {
  it('is a valid cubic-bézier: four control values, both x in 0..1', () => {
    expect(EASE).toHaveLength(4);
    const [x1, , x2] = EASE;
    for (const x of [x1, x2]) expect(x >= 0 && x <= 1).toBe(true);
  });

  it('eases out: it starts faster than linear and ends at rest without overshoot', () => {
    const [x1, y1, x2, y2] = EASE;
    expect(y1 / x1).toBeGreaterThan(1);
    expect(y1).toBeLessThanOrEqual(1);
    expect(y2).toBeLessThanOrEqual(1);
    expect(x2).toBeLessThan(1);
  });
});

describe('EASE_CSS', () => {
  it('is the same curve in CSS syntax', () => {
    expect(EASE_CSS).toBe('cubic-bezier(0.22, 1, 0.36, 1)');
  });
});

import { describe, expect, it } from 'vitest';
import { seededRandom } from '@shared/lib/seeded-random';
import { birthDateFor } from './demo-preferences';

describe('a demo birth date', () => {
  it('makes the member exactly their age today, on a leap day too', () => {
    const ageOn = (b: string, t: string) => Number(t.slice(0, 4)) - Number(b.slice(0, 4)) - (t.slice(5) < b.slice(5) ? 1 : 0);
    const rng = seededRandom(3);
    for (const today of ['2028-02-29', '2026-03-01', '2026-12-31', '2027-01-01'])
      for (let i = 0; i < 400; i++) {
        const age = 18 + (i % 53);
        expect(ageOn(birthDateFor(rng, age, today), today)).toBe(age);
      }
  });
});

import { describe, expect, it } from 'vitest';
import { remembered } from './remembered';

describe('remembered', () => {
  it('computes a string once and answers it again from memory', () => {
    let calls = 0;
    const upper = remembered((s: string) => (calls++, s.toUpperCase()));
    expect([upper('a'), upper('b'), upper('a')]).toEqual(['A', 'B', 'A']);
    expect(calls).toBe(2);
  });

  it('forgets everything when full, and still answers right', () => {
    let calls = 0;
    const length = remembered((s: string) => (calls++, s.length), 2);
    expect([length('a'), length('bb'), length('ccc'), length('a')]).toEqual([1, 2, 3, 1]);
    // 'ccc' found the memory full and cleared it: 'a' is computed again.
    expect(calls).toBe(4);
  });
});

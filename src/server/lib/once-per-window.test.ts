import { describe, expect, it } from 'vitest';
import { oncePerWindow } from './once-per-window';

describe('oncePerWindow (in process)', () => {
  it('claims a key once per window, and again after the window or a release', async () => {
    let now = 0;
    const claims = oncePerWindow({ windowMs: 1000, namespace: 'test:', now: () => now });
    expect([await claims.claim('a'), await claims.claim('a'), await claims.claim('b')]).toEqual([true, false, true]);
    await claims.release('a');
    expect(await claims.claim('a')).toBe(true);
    now = 1000;
    expect(await claims.claim('b')).toBe(true);
  });
});

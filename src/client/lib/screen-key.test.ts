import { describe, expect, it } from 'vitest';
import { screenKey } from './screen-key';

describe('screenKey', () => {
  it('counts every section of the home as the one /done screen', () => {
    for (const path of ['/done', '/done/introductions', '/done/maya', '/done/profile', '/done/settings'])
      expect(screenKey(path)).toBe('/done');
  });

  it('keeps every other path its own screen, even one that starts with the same letters', () => {
    expect(screenKey('/donee')).toBe('/donee');
    expect(screenKey('/reveal')).toBe('/reveal');
    expect(screenKey('/dev/messenger')).toBe('/dev/messenger');
  });
});

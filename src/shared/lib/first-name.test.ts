import { describe, expect, it } from 'vitest';
import { firstNameOf } from './first-name';

describe('firstNameOf', () => {
  it('is the first word of a name', () => {
    expect(firstNameOf('Sam')).toBe('Sam');
    expect(firstNameOf('Ana María López')).toBe('Ana');
  });

  it('ignores surrounding and repeated whitespace of any kind', () => {
    expect(firstNameOf('  ana   María López ')).toBe('ana');
    expect(firstNameOf('\tJo\n Rivera')).toBe('Jo');
  });

  it('keeps the case as written', () => {
    expect(firstNameOf('sAM rivera')).toBe('sAM');
  });

  it('is null when there is no name', () => {
    for (const value of [null, undefined, '', '   ', '\n\t', 42, {}]) expect(firstNameOf(value)).toBeNull();
  });

  it('cuts a very long first word to a label (50 characters, ellipsis last)', () => {
    const first = firstNameOf(`${'x'.repeat(80)} Rivera`);
    expect(Array.from(first ?? '')).toHaveLength(50);
    expect(first?.endsWith('…')).toBe(true);
    expect(firstNameOf('y'.repeat(50))).toBe('y'.repeat(50));
  });
});

import { describe, expect, it } from 'vitest';
import { MATCH_AVATAR_COLOURS, matchAvatarColour } from './avatar-colour';

describe('a match’s avatar colour', () => {
  it('is the same for the same name (any case or spacing) and never Maya’s or the person’s', () => {
    expect(matchAvatarColour('Riley')).toBe(matchAvatarColour(' riley '));
    for (const colour of MATCH_AVATAR_COLOURS) expect(colour).not.toMatch(/maya|dusk/);
  });

  it('spreads names over the palette', () => {
    const names = ['Jordan', 'Riley', 'Sam', 'Alex', 'Morgan', 'Casey', 'Jamie', 'Taylor', 'Robin', 'Avery', 'Quinn', 'Noa'];
    expect(new Set(names.map(matchAvatarColour)).size).toBeGreaterThanOrEqual(3);
  });
});

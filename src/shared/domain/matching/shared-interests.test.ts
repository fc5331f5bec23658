import { describe, expect, it } from 'vitest';
import { interestKey, sameInterest, sharedInterests, uniqueInterests } from './shared-interests';

describe('shared interests', () => {
  it('normalises case, spacing, punctuation and plurals', () => {
    expect(interestKey('  Board-Games ')).toBe('board game');
    expect(interestKey('Dogs')).toBe('dog');
    expect(interestKey('glass')).toBe('glass');
  });

  it('treats a phrase and a word it contains as one interest, but not a mere substring', () => {
    expect(sameInterest('live music', 'Music')).toBe(true);
    expect(sameInterest('video games', 'games')).toBe(true);
    expect(sameInterest('art', 'start')).toBe(false);
    expect(sameInterest('', '')).toBe(false);
  });

  it("lists the match's interests the person shares, in the match's order and spelling, once each", () => {
    expect(sharedInterests(['hiking', 'Live music', 'board games'], ['Music', 'cooking', 'Board game', 'board games', 'hiking'])).toEqual([
      'Music',
      'Board game',
      'hiking',
    ]);
    expect(sharedInterests([], ['hiking'])).toEqual([]);
    expect(uniqueInterests(['a', 42, ' ', 'A', 'b'])).toEqual(['a', 'b']);
  });
});

import { describe, expect, it } from 'vitest';
import { conversationView, decisionTone, findMatchErrorMessage, initialsOf, matchCardView, simulateErrorMessage } from './connections-view';

describe('matchCardView', () => {
  it('shows the match as received', () => {
    expect(
      matchCardView({ name: 'Sam Rivera', age: 31, location: 'Lisbon', bio: ' Loves  hikes. ', interests: ['Hiking', 'Jazz'] }),
    ).toEqual({
      name: 'Sam Rivera',
      initials: 'SR',
      age: 31,
      location: 'Lisbon',
      bio: 'Loves hikes.',
      interests: ['Hiking', 'Jazz'],
    });
  });

  it('defaults age to 28 and location to Nearby (§2.9)', () => {
    const view = matchCardView({ name: 'Ana', bio: '' });
    expect(view.age).toBe(28);
    expect(view.location).toBe('Nearby');
    expect(view.interests).toEqual([]);
    expect(matchCardView({ name: 'Ana', age: 0, location: '  ' })).toMatchObject({ age: 28, location: 'Nearby' });
    expect(matchCardView({ name: 'Ana', age: 27.5 }).age).toBe(28);
    expect(matchCardView({ name: 'Ana', age: '30' }).age).toBe(28);
  });

  it('tidies interests: no blanks, no duplicates, at most 8', () => {
    const interests = ['a', 'a', ' ', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 42];
    expect(matchCardView({ name: 'x', interests }).interests).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('never shows an empty name', () => {
    expect(matchCardView({}).name).toBe('Your match');
    expect(initialsOf('')).toBe('?');
    expect(initialsOf('zoë')).toBe('Z');
    expect(initialsOf('Mary Jane Watson')).toBe('MJ');
  });
});

describe('conversationView', () => {
  const conversation = Array.from({ length: 9 }, (_, i) => ({
    sender: (i % 2 ? 'match' : 'user') as 'user' | 'match',
    text: `message ${i + 1}`,
  }));

  it('previews at most 6 messages, the score in percent and the decision', () => {
    const view = conversationView({ conversation, compatibilityScore: 0.724, decision: 'YES' });
    expect(view.messages).toHaveLength(6);
    expect(view.messages[0]).toEqual({ id: 'm0', side: 'user', text: 'message 1' });
    expect(view.messages[1]?.side).toBe('match');
    expect(view.total).toBe(9);
    expect(view.scorePercent).toBe(72);
    expect(view.decision).toBe('YES');
    expect(view.tone).toBe('yes');
  });

  it('shows underscores as spaces and clamps the score', () => {
    expect(conversationView({ conversation: [], compatibilityScore: 1.2, decision: 'NOT_SURE' })).toMatchObject({
      scorePercent: 100,
      decision: 'NOT SURE',
      tone: 'maybe',
      messages: [],
    });
    expect(conversationView({ conversation: [], compatibilityScore: Number.NaN, decision: '' })).toMatchObject({
      scorePercent: 0,
      decision: 'MAYBE',
    });
  });

  it('maps decisions to tones', () => {
    expect(decisionTone('NO')).toBe('no');
    expect(decisionTone('maybe')).toBe('maybe');
  });
});

describe('error messages (§8.5)', () => {
  it('explains a failed match search', () => {
    expect(findMatchErrorMessage({ status: 401 })).toBe('Please log in to continue');
    expect(findMatchErrorMessage({ status: 500 })).toBe('Failed to find match. Please try again.');
    expect(findMatchErrorMessage(new TypeError('offline'))).toBe('Failed to find match. Please try again.');
  });

  it('explains a failed simulation', () => {
    expect(simulateErrorMessage({ status: 409 })).toBe('Simulation already in progress');
    expect(simulateErrorMessage({ status: 401 })).toBe('Please log in to continue');
    expect(simulateErrorMessage({ status: 502 })).toBe('Failed to simulate conversation. Please try again.');
    expect(simulateErrorMessage(null)).toBe('Failed to simulate conversation. Please try again.');
  });
});

describe('matchCardView: shared interests counted as the reasons count them', () => {
  it('treats spelling variants of one interest as one (shared-interests.ts)', () => {
    expect(matchCardView({ name: 'x', interests: ['Board games', 'board game', 'Live music', 'live  music', 'Hiking'] }).interests).toEqual(
      ['Board games', 'Live music', 'Hiking'],
    );
  });
});

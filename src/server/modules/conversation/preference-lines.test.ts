import { describe, expect, it } from 'vitest';
import { preferenceLines } from './preference-lines';

describe('preferenceLines', () => {
  it('says what Maya learned, per category', () => {
    expect(
      preferenceLines('communication_style', {
        message_length_preference: 'concise',
        average_message_length: 31,
        emoji_usage: 0.2,
        question_asking_frequency: 0.5,
      }),
    ).toEqual([
      'You keep messages short (about 31 characters), so I match that.',
      'You use emoji in 20% of messages.',
      'You ask questions in 50% of messages.',
    ]);
    expect(
      preferenceLines('engagement_preferences', {
        activity_level: 'high',
        time_of_day_preference: { most_active_hour: 9 },
        interaction_frequency: 4,
      }),
    ).toEqual(['Activity level: high.', "You're most active around 09:00.", "On a day you're here, we interact about 4 times."]);
    expect(
      preferenceLines('interests', {
        top: [
          { term: 'jazz', count: 3 },
          { term: 'hiking', count: 2 },
        ],
      }),
    ).toEqual(['Things you mention most: jazz, hiking.']);
    expect(
      preferenceLines('interests', {
        top: [
          { term: 'lisbon', label: 'Lisbon', count: 2 },
          { term: 'dogs', count: 1 },
        ],
      }),
    ).toEqual(['Things you mention most: Lisbon, dogs.']);
    expect(preferenceLines('interests', {})).toEqual(['Nothing stands out yet.']);
    expect(preferenceLines('communication_style', { emoji_usage: 0 })[1]).toBe("You haven't used emoji so far.");
    expect(preferenceLines('companion_personality', {})).toEqual([]);
  });
});

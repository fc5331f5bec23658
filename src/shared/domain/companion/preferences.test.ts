import { describe, expect, it } from 'vitest';
import { communicationStyle, dayPartOf, engagementOf, engagementPreferences, interests, messageLengthPreference } from './preferences';

describe('communication_style (spec §9)', () => {
  it('over 100 characters on average is detailed, under 50 concise, else balanced', () => {
    expect(messageLengthPreference(101)).toBe('detailed');
    expect(messageLengthPreference(100)).toBe('balanced');
    expect(messageLengthPreference(50)).toBe('balanced');
    expect(messageLengthPreference(49)).toBe('concise');
    expect(communicationStyle(['x'.repeat(120), 'y'.repeat(110)]).message_length_preference).toBe('detailed');
    expect(communicationStyle(['ok', 'sure thing']).message_length_preference).toBe('concise');
  });

  it('emoji_usage is the share of messages with an emoji', () => {
    expect(communicationStyle(['hi 😀', 'hello', 'yo 🎉🎉', 'hey']).emoji_usage).toBe(0.5);
    expect(communicationStyle(['plain text']).emoji_usage).toBe(0);
  });

  it('question_asking_frequency is the share of messages asking a question', () => {
    expect(communicationStyle(['how are you?', 'fine', 'and you?']).question_asking_frequency).toBe(0.67);
  });

  it('no messages gives a neutral reading', () => {
    expect(communicationStyle([' '])).toEqual({
      message_length_preference: 'balanced',
      average_message_length: 0,
      emoji_usage: 0,
      question_asking_frequency: 0,
      messages: 0,
    });
  });
});

describe('engagement_preferences (spec §3)', () => {
  const at = (hour: number, day: string, engagementLevel: number | null = 0.5) => ({ hour, day, engagementLevel });

  it('most_active_hour is the busiest hour; a tie goes to the earlier hour', () => {
    expect(engagementPreferences([at(21, 'a'), at(21, 'a'), at(9, 'b')]).time_of_day_preference.most_active_hour).toBe(21);
    expect(engagementPreferences([at(21, 'a'), at(9, 'b')]).time_of_day_preference.most_active_hour).toBe(9);
    expect(engagementPreferences([]).time_of_day_preference.most_active_hour).toBeNull();
  });

  it('activity_distribution counts interactions per part of the day', () => {
    expect(
      engagementPreferences([at(6, 'a'), at(13, 'a'), at(18, 'a'), at(23, 'a'), at(2, 'a')]).time_of_day_preference.activity_distribution,
    ).toEqual({ morning: 1, afternoon: 1, evening: 1, night: 2 });
    expect([4, 5, 11, 12, 16, 17, 21, 22].map(dayPartOf)).toEqual([
      'night',
      'morning',
      'morning',
      'afternoon',
      'afternoon',
      'evening',
      'evening',
      'night',
    ]);
  });

  it('interaction_frequency is interactions per active day', () => {
    expect(engagementPreferences([at(1, 'a'), at(2, 'a'), at(3, 'a'), at(4, 'b')]).interaction_frequency).toBe(2);
  });

  it('activity_level follows the average engagement (above 0.7 high, below 0.3 low)', () => {
    expect(engagementPreferences([at(1, 'a', 0.9), at(1, 'a', 0.8)]).activity_level).toBe('high');
    expect(engagementPreferences([at(1, 'a', 0.2)]).activity_level).toBe('low');
    expect(engagementPreferences([at(1, 'a', 0.7)]).activity_level).toBe('moderate');
    expect(engagementPreferences([at(1, 'a', null)]).activity_level).toBe('moderate');
  });
});

describe('interests (spec §9)', () => {
  it('shows a word the person capitalises mid-sentence as they write it, and not one capitalised only at a sentence start', () => {
    const top = interests([
      { text: 'I moved to Lisbon. Jazz bars in Lisbon are great', topics: [] },
      { text: 'Music is my thing, jazz mostly', topics: [] },
    ]);
    expect(top.find((t) => t.term === 'lisbon')).toEqual({ term: 'lisbon', count: 2, label: 'Lisbon' });
    expect(top.find((t) => t.term === 'jazz')).toEqual({ term: 'jazz', count: 2 });
    expect(top.find((t) => t.term === 'music')).toEqual({ term: 'music', count: 1 });
  });

  it('words of 4+ letters count 1, shorter words and stopwords not at all', () => {
    expect(interests([{ text: 'I love jazz and the sea, jazz!', topics: [] }])).toEqual([
      { term: 'jazz', count: 2 },
      { term: 'love', count: 1 },
    ]);
  });

  it('topics count 2', () => {
    expect(interests([{ text: 'climbing', topics: ['hiking'] }])).toEqual([
      { term: 'hiking', count: 2 },
      { term: 'climbing', count: 1 },
    ]);
  });

  it('keeps the top 10, ties in alphabetical order', () => {
    const words = Array.from({ length: 12 }, (_, i) => `word${String.fromCharCode(97 + i)}`);
    const top = interests([{ text: `${words.join(' ')} wordl`, topics: [] }]);
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ term: 'wordl', count: 2 });
    expect(top[1]!.term).toBe('worda');
  });
});

describe('engagementOf', () => {
  it('grows with length, questions, feelings and deep conversation, capped at 1', () => {
    expect(engagementOf({ type: 'message', content: 'ok' })).toBe(0.3);
    expect(engagementOf({ type: 'message', content: 'ok?' })).toBe(0.46);
    expect(engagementOf({ type: 'personal_sharing', content: 'x'.repeat(600), emotional: true })).toBe(0.85);
    expect(engagementOf({ type: 'personal_sharing', content: `${'x'.repeat(600)}?`, emotional: true })).toBe(1);
  });
});

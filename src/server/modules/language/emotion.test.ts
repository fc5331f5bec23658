import { describe, expect, it } from 'vitest';
import { CANNED_EMPATHY_LINES, cannedEmpathyLine, detectEmotion } from './emotion';

describe('detectEmotion', () => {
  it.each([
    ['I am so happy today!', 'happy'],
    ['Feeling really down and lonely tonight', 'sad'],
    ["I'm nervous about the date tomorrow", 'anxious'],
    ['Ugh, I am so frustrated with this app', 'frustrated'],
    ["I'm confused, he keeps sending mixed signals", 'confused'],
    ['What time is it?', 'neutral'],
    ['', 'neutral'],
  ])('%s → %s', (text, emotion) => {
    expect(detectEmotion(text)).toBe(emotion);
  });

  it('matches whole words only and ignores case', () => {
    expect(detectEmotion('The madness of Madrid')).toBe('neutral');
    expect(detectEmotion('SO EXCITED')).toBe('happy');
  });

  it('picks the emotion with the most keywords, ties going to the earlier one', () => {
    expect(detectEmotion("I'm worried and stressed, though a bit happy")).toBe('anxious');
    expect(detectEmotion('happy but sad')).toBe('happy');
  });

  it('treats non-strings as neutral', () => {
    expect(detectEmotion(undefined)).toBe('neutral');
    expect(detectEmotion(42)).toBe('neutral');
  });
});

describe('cannedEmpathyLine', () => {
  it('chooses a line from the detected emotion set', () => {
    expect(CANNED_EMPATHY_LINES.sad).toContain(cannedEmpathyLine('sad', () => 0.5));
    expect(cannedEmpathyLine('happy', () => 0)).toBe(CANNED_EMPATHY_LINES.happy[0]);
    expect(cannedEmpathyLine('happy', () => 0.9999)).toBe(CANNED_EMPATHY_LINES.happy.at(-1));
  });

  it('falls back to the confused set for neutral or unknown emotions', () => {
    expect(CANNED_EMPATHY_LINES.confused).toContain(cannedEmpathyLine('neutral', () => 0.3));
    expect(CANNED_EMPATHY_LINES.confused).toContain(cannedEmpathyLine('bored', () => 0.3));
  });

  it('is random across calls with the default generator', () => {
    const seen = new Set(Array.from({ length: 60 }, () => cannedEmpathyLine('anxious')));
    expect(seen.size).toBeGreaterThan(1);
  });
});

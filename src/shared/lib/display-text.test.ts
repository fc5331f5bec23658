import { describe, expect, it } from 'vitest';
import { DISPLAY_TEXT_LIMITS, displayText } from './display-text';

describe('displayText', () => {
  it('trims and collapses whitespace without lowercasing', () => {
    expect(displayText('  Hello \n\t  World  ')).toBe('Hello World');
  });

  it.each(Object.entries(DISPLAY_TEXT_LIMITS))('cuts %s text at %i characters with an ellipsis', (kind, limit) => {
    const long = 'A'.repeat(limit + 5);
    const out = displayText(long, kind as keyof typeof DISPLAY_TEXT_LIMITS);
    expect(Array.from(out)).toHaveLength(limit);
    expect(out.endsWith('…')).toBe(true);
    expect(displayText('A'.repeat(limit), kind as keyof typeof DISPLAY_TEXT_LIMITS)).toBe('A'.repeat(limit));
  });

  it('has the spec limits', () => {
    expect(DISPLAY_TEXT_LIMITS).toEqual({ heading: 100, body: 1000, caption: 200, label: 50 });
  });

  it('does not leave a space before the ellipsis or split an emoji', () => {
    expect(displayText('abc '.repeat(20), 'label')).toMatch(/[^ ]…$/);
    const emoji = '😀'.repeat(60);
    const out = displayText(emoji, 'label');
    expect(Array.from(out)).toHaveLength(50);
    expect(out.startsWith('😀'.repeat(49))).toBe(true);
  });

  it('returns an empty string for non-strings', () => {
    expect(displayText(null)).toBe('');
    expect(displayText(12 as unknown)).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_ACCESSIBILITY, accessibilityClasses, parseAccessibility } from './accessibility';

describe('accessibility settings (§3)', () => {
  it('defaults: everything off but keyboard navigation', () => {
    expect(parseAccessibility(null)).toEqual(DEFAULT_ACCESSIBILITY);
    expect(DEFAULT_ACCESSIBILITY.keyboardNavigation).toBe(true);
    expect(accessibilityClasses(DEFAULT_ACCESSIBILITY)).toEqual(['a11y-keyboard-nav']);
  });

  it('reads stored booleans, ignoring anything else field by field', () => {
    expect(parseAccessibility('{"largeText":true,"highContrast":"yes","keyboardNavigation":false}')).toEqual({
      ...DEFAULT_ACCESSIBILITY,
      largeText: true,
      keyboardNavigation: false,
    });
    expect(parseAccessibility('not json')).toEqual(DEFAULT_ACCESSIBILITY);
    expect(parseAccessibility('[true]')).toEqual(DEFAULT_ACCESSIBILITY);
  });

  it('maps each setting that is on to its class', () => {
    const all = { highContrast: true, largeText: true, reducedMotion: true, screenReaderMode: true, keyboardNavigation: true };
    expect(accessibilityClasses(all)).toEqual([
      'a11y-high-contrast',
      'a11y-large-text',
      'a11y-reduced-motion',
      'a11y-screen-reader',
      'a11y-keyboard-nav',
    ]);
  });
});

/**
 * Spec §3 "Accessibility settings (saved locally)": highContrast, largeText, reducedMotion,
 * screenReaderMode, keyboardNavigation (default true). Each one on is a class on <html>, which
 * styles.css turns into the setting. Pure: parsing and the class names; the browser side is
 * client/lib/accessibility-settings.ts, and the landing page's inline loader applies the same classes.
 */
export type AccessibilitySettings = {
  highContrast: boolean;
  largeText: boolean;
  reducedMotion: boolean;
  screenReaderMode: boolean;
  keyboardNavigation: boolean;
};

export const DEFAULT_ACCESSIBILITY: AccessibilitySettings = {
  highContrast: false,
  largeText: false,
  reducedMotion: false,
  screenReaderMode: false,
  keyboardNavigation: true,
};

/** localStorage key. NOTE: the landing loader (shared/landing/landing-loader.ts) reads it too. */
export const ACCESSIBILITY_STORAGE_KEY = 'maya:accessibility';

export const ACCESSIBILITY_CLASSES: Record<keyof AccessibilitySettings, string> = {
  highContrast: 'a11y-high-contrast',
  largeText: 'a11y-large-text',
  reducedMotion: 'a11y-reduced-motion',
  screenReaderMode: 'a11y-screen-reader',
  keyboardNavigation: 'a11y-keyboard-nav',
};

/** Stored text to settings: anything that is not a JSON object of booleans falls back to the defaults, field by field. */
export function parseAccessibility(stored: string | null): AccessibilitySettings {
  let raw: unknown;
  try {
    raw = stored ? JSON.parse(stored) : {};
  } catch {
    raw = {};
  }
  const source = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const out = { ...DEFAULT_ACCESSIBILITY };
  for (const key of Object.keys(out) as (keyof AccessibilitySettings)[]) {
    if (typeof source[key] === 'boolean') out[key] = source[key];
  }
  return out;
}

/** The classes <html> carries for these settings. */
export const accessibilityClasses = (s: AccessibilitySettings): string[] =>
  (Object.keys(ACCESSIBILITY_CLASSES) as (keyof AccessibilitySettings)[]).filter((k) => s[k]).map((k) => ACCESSIBILITY_CLASSES[k]);

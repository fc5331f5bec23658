import { useSyncExternalStore } from 'react';
import {
  ACCESSIBILITY_STORAGE_KEY,
  accessibilityClasses,
  ACCESSIBILITY_CLASSES,
  parseAccessibility,
  type AccessibilitySettings,
} from '@shared/domain/monitoring/accessibility';

/**
 * The §3 accessibility settings in this browser: read from localStorage, applied as classes on
 * <html> (styles.css), saved by the accessibility panel. main.tsx applies them before React renders;
 * the landing page's inline loader does the same before its first paint.
 */
const listeners = new Set<() => void>();
let current: AccessibilitySettings | undefined;

function read(): AccessibilitySettings {
  try {
    return parseAccessibility(localStorage.getItem(ACCESSIBILITY_STORAGE_KEY));
  } catch {
    return parseAccessibility(null); // storage blocked: the defaults
  }
}

export const getAccessibility = (): AccessibilitySettings => (current ??= read());

export function applyAccessibility(settings: AccessibilitySettings = getAccessibility()) {
  const on = new Set(accessibilityClasses(settings));
  for (const name of Object.values(ACCESSIBILITY_CLASSES)) document.documentElement.classList.toggle(name, on.has(name));
}

export function saveAccessibility(settings: AccessibilitySettings) {
  current = settings;
  try {
    localStorage.setItem(ACCESSIBILITY_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // NOTE: storage full or blocked: the settings hold for this page only.
  }
  applyAccessibility(settings);
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export const useAccessibility = () => useSyncExternalStore(subscribe, getAccessibility, getAccessibility);

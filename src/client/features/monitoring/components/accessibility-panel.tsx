import type { AccessibilitySettings } from '@shared/domain/monitoring/accessibility';
import { saveAccessibility, useAccessibility } from '@client/lib/accessibility-settings';
import { cn } from '@client/lib/cn';
import { OverlayPanel } from './overlay-panel';

const SETTINGS: { key: keyof AccessibilitySettings; label: string; description: string }[] = [
  { key: 'highContrast', label: 'High contrast', description: 'Full-strength text and borders.' },
  { key: 'largeText', label: 'Large text', description: 'Text at 120 %.' },
  { key: 'reducedMotion', label: 'Reduced motion', description: 'No page transitions or animations.' },
  { key: 'screenReaderMode', label: 'Screen reader mode', description: 'Announces each new page; links underlined.' },
  {
    key: 'keyboardNavigation',
    label: 'Keyboard navigation',
    description: 'Strong focus ring; Alt+H, Alt+M, Alt+S jump to header, main and search.',
  },
];

/** Ctrl+Shift+A (§2.16, §3): the accessibility settings, saved in this browser and applied at once (and on every load). */
export default function AccessibilityPanel({ onClose }: { onClose: () => void }) {
  const settings = useAccessibility();
  return (
    <OverlayPanel title="Accessibility" shortcut="Ctrl+Shift+A" placement="top-right" onClose={onClose}>
      <ul className="space-y-1">
        {SETTINGS.map(({ key, label, description }) => {
          const on = settings[key];
          const descriptionId = `a11y-${key}-description`;
          return (
            <li key={key}>
              <button
                type="button"
                role="switch"
                aria-checked={on}
                aria-describedby={descriptionId}
                onClick={() => saveAccessibility({ ...settings, [key]: !on })}
                className="flex w-full items-center justify-between gap-4 rounded-xl px-3 py-2.5 text-left hover:bg-white/5"
              >
                <span>
                  <span className="block font-medium">{label}</span>
                  <span id={descriptionId} className="block text-xs text-white/70">
                    {description}
                  </span>
                </span>
                <span
                  aria-hidden="true"
                  className={cn('relative h-6 w-11 shrink-0 rounded-full transition-colors', on ? 'bg-maya' : 'bg-white/20')}
                >
                  <span
                    className={cn('absolute top-0.5 size-5 rounded-full bg-white transition-[left]', on ? 'left-[1.375rem]' : 'left-0.5')}
                  />
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <p className="mt-3 text-xs text-white/65">Saved in this browser.</p>
    </OverlayPanel>
  );
}

import { lazy, Suspense, useEffect, useState } from 'react';
import { useAuth } from '@client/features/auth/hooks/use-auth';
import { getAccessibility, useAccessibility } from '@client/lib/accessibility-settings';
import type { WatchtowerCommand } from '@client/features/monitoring/lib/commands';

// The overlays' host, one chunk fetched on the first shortcut, or while someone is signed in (the
// security monitor runs in it) or screen-reader mode is on. Each overlay is a chunk of its own
// again, fetched when it is first opened: until then the page pays for this file alone.
const Watchtower = lazy(() => import('@client/features/monitoring/components/watchtower'));

/** Ctrl+Shift+<key> opens an overlay, Alt+<key> moves focus (§2.16). By physical key, so any layout works. */
const OVERLAY_KEYS: Record<string, WatchtowerCommand> = { KeyP: 'performance', KeyA: 'accessibility', KeyH: 'health', KeyS: 'security' };
const LANDMARK_KEYS: Record<string, WatchtowerCommand> = { KeyH: 'header', KeyM: 'main', KeyS: 'search' };

/** The command a key press means, if any. Alt+H/M/S only while keyboard navigation is on (§3, the default). */
function commandFor(e: KeyboardEvent): WatchtowerCommand | undefined {
  if (e.metaKey) return undefined;
  if (e.ctrlKey && e.shiftKey && !e.altKey) return OVERLAY_KEYS[e.code];
  if (e.altKey && !e.ctrlKey && !e.shiftKey && getAccessibility().keyboardNavigation) return LANDMARK_KEYS[e.code];
  return undefined;
}

/**
 * The hidden developer overlays of §2.16 (performance monitor, accessibility panel, system health
 * panel, security dashboard) and the accessibility shortcuts. This part listens for the shortcuts
 * and hands each press to the host, which it loads on the first one.
 */
export function DevOverlays() {
  const { user, expiresAt, signedOutHere, status } = useAuth();
  const { screenReaderMode } = useAccessibility();
  // Each press is a new object, so pressing the same shortcut twice toggles twice.
  const [press, setPress] = useState<{ command: WatchtowerCommand } | null>(null);
  const wanted = press !== null || user !== null || screenReaderMode;

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      const command = commandFor(e);
      if (!command) return;
      e.preventDefault();
      setPress({ command });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Watchtower press={press} auth={{ userId: user?.id ?? null, expiresAt, signedOutHere, loading: status === 'loading' }} />
    </Suspense>
  );
}

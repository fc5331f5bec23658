import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { useAccessibility } from '@client/lib/accessibility-settings';

/**
 * Screen-reader mode (§3): a single-page app changes screens without a page load, which a screen
 * reader does not notice; this announces each new screen by its first heading.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const { screenReaderMode } = useAccessibility();
  const [message, setMessage] = useState('');
  useEffect(() => {
    if (!screenReaderMode) return setMessage('');
    // After the new screen has rendered its heading.
    const frame = requestAnimationFrame(() => setMessage(document.querySelector('#root h1')?.textContent?.trim() || document.title));
    return () => cancelAnimationFrame(frame);
  }, [pathname, screenReaderMode]);
  return (
    <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="route-announcer">
      {message}
    </div>
  );
}

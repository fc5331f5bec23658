import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useSecurityMonitor } from '../hooks/use-security-monitor';
import { isOverlay, type OverlayName, type WatchtowerCommand } from '../lib/commands';
import { focusLandmark } from '../lib/landmark-focus';
import type { OverlayAuth } from '../lib/overlay-auth';
import { RouteAnnouncer } from './route-announcer';

const PerformanceMonitor = lazy(() => import('./performance-monitor'));
const AccessibilityPanel = lazy(() => import('./accessibility-panel'));
const HealthPanel = lazy(() => import('./health-panel'));
const SecurityDashboard = lazy(() => import('./security-dashboard'));

type WatchtowerProps = {
  /** The latest shortcut pressed (a new object for every press), or null before the first. */
  press: { command: WatchtowerCommand } | null;
  auth: OverlayAuth;
};

const CLOSED: Record<OverlayName, boolean> = { performance: false, accessibility: false, health: false, security: false };

/**
 * The overlays' host (§2.16): each overlay shows while its flag is set, toggled by its shortcut;
 * Alt+H/M/S move focus to the header, main and search. Also runs the security monitor (§9) and,
 * in screen-reader mode, announces each new screen.
 */
export default function Watchtower({ press, auth }: WatchtowerProps) {
  const [open, setOpen] = useState(CLOSED);
  const close = useCallback((name: OverlayName) => setOpen((o) => ({ ...o, [name]: false })), []);
  useSecurityMonitor(auth);

  useEffect(() => {
    if (!press) return;
    const { command } = press;
    if (isOverlay(command)) setOpen((o) => ({ ...o, [command]: !o[command] }));
    else focusLandmark(command);
  }, [press]);

  return (
    <Suspense fallback={null}>
      {open.performance && <PerformanceMonitor onClose={() => close('performance')} />}
      {open.accessibility && <AccessibilityPanel onClose={() => close('accessibility')} />}
      {open.health && <HealthPanel auth={auth} onClose={() => close('health')} />}
      {open.security && <SecurityDashboard auth={auth} onClose={() => close('security')} />}
      <RouteAnnouncer />
    </Suspense>
  );
}

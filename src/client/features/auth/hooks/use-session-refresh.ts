import { useEffect } from 'react';
import { AUTO_REFRESH_TICK_MS, REFRESH_DELAY_AFTER_EVENT_MS, classifySession, shouldAutoRefresh } from '../../../lib/session-state';

/**
 * Spec §4.2 on the client:
 * - a session that needs refresh (under 1 h left) after sign-in or page load gets a refresh 60 s later;
 * - a 30 s tick refreshes when about 3 ticks remain, and pauses while the page is hidden.
 * NOTE: the access token lives 1 h, so "needs refresh" holds right after sign-in; scheduling only
 * on sign-in/initial session (not after each refresh) keeps that from becoming a refresh loop.
 */
export function useSessionRefresh(expiresAt: number | null, userId: string | null, refresh: () => void) {
  useEffect(() => {
    if (expiresAt === null || userId === null) return;
    const state = classifySession({ access_token: 'cookie', refresh_token: 'cookie', expires_at: expiresAt }, Date.now());
    if (state !== 'needs_refresh') return;
    const timer = window.setTimeout(refresh, REFRESH_DELAY_AFTER_EVENT_MS);
    return () => window.clearTimeout(timer);
    // Only when a different person signs in: later expiry changes come from refreshes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId]);

  useEffect(() => {
    if (expiresAt === null) return;
    let timer: number | undefined;
    const tick = () => {
      if (shouldAutoRefresh(expiresAt, Date.now())) refresh();
    };
    const start = () => {
      window.clearInterval(timer);
      if (document.visibilityState === 'visible') {
        tick();
        timer = window.setInterval(tick, AUTO_REFRESH_TICK_MS);
      }
    };
    start();
    document.addEventListener('visibilitychange', start);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', start);
    };
  }, [expiresAt, refresh]);
}

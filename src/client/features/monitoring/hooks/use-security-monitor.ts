import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { queryKeys } from '@client/config/query-keys';
import { RATE_LIMITED_EVENT } from '@client/lib/api-client';
import { setCurrentPerson } from '@client/lib/security/current-person';
import { forgetLocalSecurityEvents, recordLocalSecurityEvent } from '@client/lib/security/local-security-log';
import type { OverlayAuth } from '../lib/overlay-auth';

/** §9 "Session check every 5 min". */
export const SESSION_CHECK_INTERVAL_MS = 5 * 60_000;

/**
 * §9 security monitor, while someone is signed in: re-reads the session every 5 minutes (the auth
 * provider renews it, or the person is signed out), logs a local session_expired when a session
 * this tab held ends without the person signing out here (Sign Out here forgets their local
 * events instead), and a local rate_limit_exceeded for every 429 the API answers. Each local event runs the anomaly rules (lib/security/local-security-log).
 */
export function useSecurityMonitor({ userId, signedOutHere, loading }: OverlayAuth) {
  const queryClient = useQueryClient();
  const held = useRef<string | null>(null);

  useEffect(() => {
    setCurrentPerson(userId);
    if (!userId) return;
    const timer = setInterval(() => void queryClient.invalidateQueries({ queryKey: queryKeys.session }), SESSION_CHECK_INTERVAL_MS);
    const onRateLimited = (e: Event) =>
      recordLocalSecurityEvent({ type: 'rate_limit_exceeded', metadata: { path: (e as CustomEvent<string>).detail } });
    window.addEventListener(RATE_LIMITED_EVENT, onRateLimited);
    return () => {
      clearInterval(timer);
      window.removeEventListener(RATE_LIMITED_EVENT, onRateLimited);
    };
  }, [userId, queryClient]);

  useEffect(() => {
    if (loading) return;
    const previous = held.current;
    held.current = userId;
    if (!previous || userId) return;
    if (signedOutHere) forgetLocalSecurityEvents(previous);
    else
      recordLocalSecurityEvent({ type: 'session_expired', userId: previous, metadata: { reason: 'the session check found no session' } });
  }, [loading, userId, signedOutHere]);
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { isValidUser } from '../../../lib/session-state';
import { refreshSession } from '../api/refresh-session';
import { SIGNED_OUT, sessionQueryKey, sessionQueryOptions, type ClientSession } from '../api/session';
import { AuthContext, type AuthState } from '../hooks/use-auth';
import { useSessionRefresh } from '../hooks/use-session-refresh';

// NOTE: a refresh that was in flight when the person signed out must not bring the session back.
const unlessSignedOutHere = (next: ClientSession) => (current: ClientSession | undefined) => (current?.signedOutHere ? current : next);

/** Reads the session once, renews a lapsed access token, and keeps it fresh while the app is open. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending, isError } = useQuery(sessionQueryOptions());
  const refreshing = useRef<Promise<void> | null>(null);

  const refresh = useCallback(() => {
    refreshing.current ??= refreshSession()
      .then((next) => void queryClient.setQueryData(sessionQueryKey, unlessSignedOutHere(next)))
      .catch(() => void queryClient.setQueryData(sessionQueryKey, unlessSignedOutHere(SIGNED_OUT)))
      .finally(() => {
        refreshing.current = null;
      });
    return refreshing.current;
  }, [queryClient]);

  const needsRenewal = data?.session === null && data.can_refresh;
  useEffect(() => {
    if (needsRenewal) void refresh();
  }, [needsRenewal, refresh]);

  // §4.2: the user is set only if the user object passes validation.
  const user = data?.session && isValidUser(data.session.user) ? data.session.user : null;
  const expiresAt = user ? data!.session!.expires_at : null;
  useSessionRefresh(expiresAt, user?.id ?? null, refresh);

  const signedOutHere = data?.signedOutHere === true;
  const value = useMemo<AuthState>(() => {
    if ((isPending || needsRenewal) && !isError) return { status: 'loading', user: null, expiresAt: null, signedOutHere };
    return user
      ? { status: 'authenticated', user, expiresAt, signedOutHere }
      : { status: 'anonymous', user: null, expiresAt: null, signedOutHere };
  }, [isPending, needsRenewal, isError, user, expiresAt, signedOutHere]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { sessionResponseSchema, type SessionResponse } from '@shared/schemas/auth';

export const sessionQueryKey = queryKeys.session;

/**
 * The session as this tab holds it: the server's answer, or — right after Sign Out here — a
 * signed-out session marked as such, so protected screens send the person home, not to /auth.
 */
export type ClientSession = SessionResponse & { signedOutHere?: true };

export const SIGNED_OUT: ClientSession = { session: null, can_refresh: false };
export const SIGNED_OUT_HERE: ClientSession = { session: null, can_refresh: false, signedOutHere: true };

export const getSession = () => api(apiPaths.session, { schema: sessionResponseSchema });

export const sessionQueryOptions = () =>
  queryOptions<ClientSession>({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 60_000, refetchOnWindowFocus: true });

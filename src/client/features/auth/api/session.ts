import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { takeFirstSession } from '@client/lib/first-session';
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

/** The first query on the landing page takes the island's answer (client/lib/first-session.ts); any other asks. */
async function firstOrFreshSession(): Promise<SessionResponse> {
  const handed = sessionResponseSchema.safeParse(await takeFirstSession());
  return handed.success ? handed.data : getSession();
}

export const sessionQueryOptions = () =>
  queryOptions<ClientSession>({ queryKey: sessionQueryKey, queryFn: firstOrFreshSession, staleTime: 60_000, refetchOnWindowFocus: true });

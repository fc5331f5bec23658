import { hashKey, type QueryClient } from '@tanstack/react-query';
import { SIGNED_OUT_HERE, sessionQueryKey } from '../api/session';

const sessionHash = hashKey(sessionQueryKey);

/**
 * After Sign Out nothing of the person may stay on screen or in memory. Stops every request in
 * flight (a late answer would bring their data back), drops every cached query, and marks the
 * session signed out in one cache write, so every screen re-renders as a visitor's at once.
 * NOTE: the session query is updated, never removed: the auth provider's observer stays attached
 * to that query object, and removing it (queryClient.clear()) left the provider showing the old
 * session until a reload — which bounced / straight back to /beta.
 */
export async function forgetSignedOutPerson(queryClient: QueryClient) {
  await queryClient.cancelQueries();
  queryClient.removeQueries({ predicate: (query) => query.queryHash !== sessionHash });
  queryClient.setQueryData(sessionQueryKey, SIGNED_OUT_HERE);
}

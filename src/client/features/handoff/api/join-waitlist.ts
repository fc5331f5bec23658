import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { waitlistResponseSchema } from '@shared/schemas/handoff';

/** POST /api/invite/waitlist (spec §7.1 invite/check_or_add_waitlist): adds a not-invited person once. */
export const joinWaitlist = () => api(apiPaths.waitlist, { method: 'POST', body: {}, schema: waitlistResponseSchema });

export const waitlistQueryKey = queryKeys.waitlist;

/**
 * The add is idempotent on the server ("check or add"), so it is read like a query: it runs once
 * when the waitlist view shows, is de-duplicated across remounts (StrictMode included), and its
 * success is what turns the status to 'confirmed'.
 */
export const waitlistQueryOptions = () =>
  queryOptions({ queryKey: waitlistQueryKey, queryFn: () => joinWaitlist(), refetchOnWindowFocus: false });

export const useJoinWaitlist = (enabled = true) => useQuery({ ...waitlistQueryOptions(), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';
import type { z } from 'zod';
import type { waitlistResponseSchema } from '@shared/schemas/handoff';

export type WaitlistResponse = z.infer<typeof waitlistResponseSchema>;

/** POST /api/invite/waitlist (spec §7.1 invite/check_or_add_waitlist): adds a not-invited person once. */
export const WAITLIST_API_PATH = '/api/invite/waitlist';

export const joinWaitlist = () => api<WaitlistResponse>(WAITLIST_API_PATH, { method: 'POST', body: {} });

export const waitlistQueryKey = ['invite', 'waitlist'] as const;

/**
 * The add is idempotent on the server ("check or add"), so it is read like a query: it runs once
 * when the waitlist view shows, is de-duplicated across remounts (StrictMode included), and its
 * success is what turns the status to 'confirmed'.
 */
export const waitlistQueryOptions = () =>
  queryOptions({ queryKey: waitlistQueryKey, queryFn: () => joinWaitlist(), refetchOnWindowFocus: false });

export const useJoinWaitlist = (enabled = true) => useQuery({ ...waitlistQueryOptions(), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { profileResponseSchema } from '@shared/schemas/assessment';

export const profileQueryKey = queryKeys.profile;

/** GET /api/profile (spec §7.1 profile reads): the person's profile, or null before the assessment. */
export const getProfile = (signal?: AbortSignal) => api(apiPaths.profile, { signal, schema: profileResponseSchema });

/**
 * The profile changes whenever the assessment is (re)taken elsewhere, so a mounted reveal always
 * re-reads it (cached data still shows at once); everything else follows the app defaults (§9).
 */
export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal), staleTime: 0 });

export const useProfile = () => useQuery(profileQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';
import type { ProfileView } from '@shared/schemas/assessment';

export type ProfileResponse = { profile: ProfileView | null };

/** GET /api/profile (spec §7.1 profile reads): the person's profile, or null before the assessment. */
export const PROFILE_API_PATH = '/api/profile';

export const profileQueryKey = ['profile'] as const;

export const getProfile = (signal?: AbortSignal) => api<ProfileResponse>(PROFILE_API_PATH, { signal });

/**
 * The profile changes whenever the assessment is (re)taken elsewhere, so a mounted reveal always
 * re-reads it (cached data still shows at once); everything else follows the app defaults (§9).
 */
export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal), staleTime: 0 });

export const useProfile = () => useQuery(profileQueryOptions());

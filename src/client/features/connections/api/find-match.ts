import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@client/lib/api-client';
import { currentMatchResponseSchema, findMatchResponseSchema } from '@shared/schemas/simulation';

export type FindMatchResponse = z.infer<typeof findMatchResponseSchema>;
export type KeptMatchResponse = z.infer<typeof currentMatchResponseSchema>;

/** POST /api/simulation/match (spec §7.1 find_match): a new match, kept in place of the last. GET: the kept one. */
export const FIND_MATCH_API_PATH = '/api/simulation/match';
const KEPT_MATCH_KEY = ['simulation', 'match'] as const;

/**
 * Finds a match for the signed-in person. The answer is checked against the shared contract but
 * returned as received, so the match goes back to the simulator exactly as the server made it.
 */
export async function findMatch(): Promise<FindMatchResponse> {
  const data = await api<unknown>(FIND_MATCH_API_PATH, { method: 'POST', body: {} });
  if (!findMatchResponseSchema.safeParse(data).success) throw new Error('Invalid match response format');
  return data as FindMatchResponse;
}

/** The person's kept match (null before their first search). */
export async function fetchKeptMatch(): Promise<KeptMatchResponse> {
  const parsed = currentMatchResponseSchema.safeParse(await api<unknown>(FIND_MATCH_API_PATH));
  if (!parsed.success) throw new Error('Invalid match response format');
  return parsed.data;
}

export const useKeptMatch = () => useQuery({ queryKey: KEPT_MATCH_KEY, queryFn: fetchKeptMatch, staleTime: 0 });

/** A mutation: a new search is an action the person takes, never a cached read. */
export const useFindMatch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['connections', 'find-match'],
    mutationFn: findMatch,
    onSuccess: (res) => queryClient.setQueryData<KeptMatchResponse>(KEPT_MATCH_KEY, { match: res.match }),
  });
};

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { currentMatchResponseSchema, findMatchResponseSchema } from '@shared/schemas/simulation';

type KeptMatchResponse = z.infer<typeof currentMatchResponseSchema>;

/**
 * POST /api/simulation/match (spec §7.1 find_match): finds a match for the signed-in person and
 * keeps it in place of the last. The answer is checked against the shared contract but returned
 * as received, so the match goes back to the simulator exactly as the server made it.
 */
export const findMatch = () =>
  api(apiPaths.findMatch, {
    method: 'POST',
    body: {},
    schema: findMatchResponseSchema,
    asReceived: true,
    invalidMessage: 'Invalid match response format',
  });

/** GET /api/simulation/match: the person's kept match (null before their first search). */
export const useKeptMatch = () =>
  useQuery({
    queryKey: queryKeys.keptMatch,
    queryFn: () => api(apiPaths.findMatch, { schema: currentMatchResponseSchema, invalidMessage: 'Invalid match response format' }),
  });

/** A mutation: a new search is an action the person takes; the kept match it returns replaces the cached one. */
export const useFindMatch = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['connections', 'find-match'],
    mutationFn: findMatch,
    onSuccess: (res) => queryClient.setQueryData<KeptMatchResponse>(queryKeys.keptMatch, { match: res.match }),
  });
};

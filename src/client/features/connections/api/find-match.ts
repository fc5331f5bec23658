import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@client/lib/api-client';
import { findMatchResponseSchema } from '@shared/schemas/simulation';

export type FindMatchResponse = z.infer<typeof findMatchResponseSchema>;

/** POST /api/simulation/match (spec §7.1 find_match). */
export const FIND_MATCH_API_PATH = '/api/simulation/match';

/**
 * Finds a match for the signed-in person. The answer is checked against the shared contract but
 * returned as received, so the match goes back to the simulator exactly as the server made it.
 */
export async function findMatch(): Promise<FindMatchResponse> {
  const data = await api<unknown>(FIND_MATCH_API_PATH, { method: 'POST', body: {} });
  if (!findMatchResponseSchema.safeParse(data).success) throw new Error('Invalid match response format');
  return data as FindMatchResponse;
}

/** A mutation: a new search is an action the person takes, never a cached read. */
export const useFindMatch = () => useMutation({ mutationKey: ['connections', 'find-match'], mutationFn: findMatch });

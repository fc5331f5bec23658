import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { api } from '@client/lib/api-client';
import { findMatchResponseSchema } from '@shared/schemas/simulation';


/**
 * POST /api/simulation/match (spec §7.1 find_match): finds a match for the signed-in person. The
 * answer is checked against the shared contract but returned as received, so the match goes back
 * to the simulator exactly as the server made it.
 */
export const findMatch = () =>
  api(apiPaths.findMatch, { method: 'POST', body: {}, schema: findMatchResponseSchema, asReceived: true, invalidMessage: 'Invalid match response format' });

/** A mutation: a new search is an action the person takes, never a cached read (nothing cached changes). */
export const useFindMatch = () => useMutation({ mutationKey: ['connections', 'find-match'], mutationFn: findMatch });

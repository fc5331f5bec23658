import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@client/config/paths';
import { api } from '@client/lib/api-client';
import { forgetSignedOutPerson } from '../lib/forget-signed-out-person';

/** The answer is a 204: no body at all. */
const signedOutSchema = z.undefined();

export const signOut = () => api(apiPaths.signOut, { method: 'POST', body: {}, schema: signedOutSchema });

/** Resolves once no read is in flight (at most 3 s: a native timer, so faked page clocks do not stall it). */
function readsSettled(queryClient: QueryClient): Promise<void> {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      unsubscribe();
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
    AbortSignal.timeout(3000).addEventListener('abort', done, { once: true });
  });
}

/**
 * Signs out, then forgets everything cached about the person (before the caller navigates). Reads
 * still in flight finish first (at most 3 s, then they are aborted): answered after the session
 * ended, they would be 401s.
 */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await readsSettled(queryClient);
      await queryClient.cancelQueries();
      return signOut();
    },
    onSuccess: () => forgetSignedOutPerson(queryClient),
  });
};

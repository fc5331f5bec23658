import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@client/config/paths';
import { api } from '@client/lib/api-client';
import { forgetSignedOutPerson } from '../lib/forget-signed-out-person';

/** The answer is a 204: no body at all. */
const signedOutSchema = z.undefined();

export const signOut = () => api(apiPaths.signOut, { method: 'POST', body: {}, schema: signedOutSchema });

/** Signs out at once, then forgets everything cached about the person (before the caller navigates). */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => forgetSignedOutPerson(queryClient),
  });
};

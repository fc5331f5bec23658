import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';
import { apiPaths } from '@client/config/paths';
import { forgetSignedOutPerson } from '../lib/forget-signed-out-person';

export const signOut = () => api<void>(apiPaths.signOut, { method: 'POST', body: {} });

/** Signs out at once, then forgets everything cached about the person (before the caller navigates). */
export const useSignOut = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => forgetSignedOutPerson(queryClient),
  });
};

import { useMutation } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { api } from '@client/lib/api-client';
import { signInResponseSchema } from '@shared/schemas/auth';

/** Starts the provider's sign-in: the server prepares state, nonce and PKCE and returns where to go. */
export const startSignIn = (redirectTo?: string) =>
  api(apiPaths.signIn, { method: 'POST', body: redirectTo ? { redirect_to: redirectTo } : {}, schema: signInResponseSchema });

export const useStartSignIn = () =>
  useMutation({
    mutationFn: startSignIn,
    onSuccess: ({ url }) => window.location.assign(url),
  });

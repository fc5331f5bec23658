import { useMutation } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';
import { apiPaths } from '@client/config/paths';

/** Starts the provider's sign-in: the server prepares state, nonce and PKCE and returns where to go. */
export const startSignIn = (redirectTo?: string) =>
  api<{ url: string }>(apiPaths.signIn, { method: 'POST', body: redirectTo ? { redirect_to: redirectTo } : {} });

export const useStartSignIn = () =>
  useMutation({
    mutationFn: startSignIn,
    onSuccess: ({ url }) => window.location.assign(url),
  });

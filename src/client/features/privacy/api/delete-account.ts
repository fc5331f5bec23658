import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiPaths } from '@client/config/paths';
import { api } from '@client/lib/api-client';

/** The answer is a 204: no body. */
const deletedSchema = z.undefined();

/** POST /api/privacy/delete-account { email }: removes the account and everything in it, then the cookies. */
export const deleteAccount = (email: string) => api(apiPaths.deleteAccount, { method: 'POST', body: { email }, schema: deletedSchema });

/** The caller forgets the person and leaves for / on success (the route does, it knows the auth feature). */
export const useDeleteAccount = () => useMutation({ mutationKey: ['privacy', 'delete-account'], mutationFn: deleteAccount });

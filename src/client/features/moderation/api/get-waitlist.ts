import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { adminWaitlistResponseSchema } from '@shared/schemas/admin';

/** GET /api/admin/waitlist (admins): who asked to join, oldest first, approved or declined. */
export const getWaitlist = (signal?: AbortSignal) => api(apiPaths.adminWaitlist, { signal, schema: adminWaitlistResponseSchema });

export const useWaitlist = (enabled: boolean) =>
  useQuery({ queryKey: queryKeys.adminWaitlist, queryFn: ({ signal }) => getWaitlist(signal), staleTime: 0, enabled });

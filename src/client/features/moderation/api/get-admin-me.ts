import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api, ApiError } from '@client/lib/api-client';
import { adminMeResponseSchema } from '@shared/schemas/moderation';

/** GET /api/admin/me: the signed-in person's console role (403 for a member: the server decides). */
export const getAdminMe = (signal?: AbortSignal) => api(apiPaths.adminMe, { signal, schema: adminMeResponseSchema });

export const useAdminMe = () =>
  useQuery({
    queryKey: queryKeys.adminMe,
    queryFn: ({ signal }) => getAdminMe(signal),
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 3,
  });

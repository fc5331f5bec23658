import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { overviewResponseSchema } from '@shared/schemas/moderation';

/** GET /api/admin/overview (admins): members, proposals, introductions, flags and reports per day, jobs, the model. */
export const getOverview = (signal?: AbortSignal) => api(apiPaths.adminOverview, { signal, schema: overviewResponseSchema });

export const useOverview = (enabled: boolean) =>
  useQuery({ queryKey: queryKeys.adminOverview, queryFn: ({ signal }) => getOverview(signal), staleTime: 60_000, enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { dashboardSchema } from '@shared/schemas/monitoring';

/** Spec §9: the health check runs every 30 s; the status page re-reads at the same pace. */
export const HEALTH_CHECK_MS = 30_000;

/** GET /api/dashboard: the server's health, the app's 24-hour metrics, the person's own security. */
export const getDashboard = (signal?: AbortSignal) => api(apiPaths.dashboard, { signal, schema: dashboardSchema });

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.dashboard,
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 0,
    refetchInterval: HEALTH_CHECK_MS,
  });

export const useDashboard = () => useQuery(dashboardQueryOptions());

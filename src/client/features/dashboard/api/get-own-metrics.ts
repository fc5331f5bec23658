import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { ownMetricsSchema } from '@shared/schemas/monitoring';
import { HEALTH_CHECK_MS } from './get-dashboard';

/** GET /api/metrics (spec §7.1): the person's own last 100 performance metrics, newest first. */
export const getOwnMetrics = (signal?: AbortSignal) => api(apiPaths.metrics, { signal, schema: ownMetricsSchema });

export const ownMetricsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.ownMetrics,
    queryFn: ({ signal }) => getOwnMetrics(signal),
    staleTime: 0,
    refetchInterval: HEALTH_CHECK_MS,
  });

export const useOwnMetrics = () => useQuery(ownMetricsQueryOptions());

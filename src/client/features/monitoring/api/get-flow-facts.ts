import { queryOptions, useQuery } from '@tanstack/react-query';
import { HEALTH_CHECK_INTERVAL_MS } from '../lib/system-health';
import { flowResponseSchema } from '@shared/schemas/flow';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';

/**
 * GET /api/flow, read by the health check for the person's journey facts. Same key, schema and
 * freshness as the flow feature's read (features do not import one another), so both share one cache entry.
 */
export const getFlowFacts = (signal?: AbortSignal) => api(apiPaths.flow, { schema: flowResponseSchema, signal });

export const flowFactsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.flow, queryFn: ({ signal }) => getFlowFacts(signal), staleTime: 0 });

/** §9: checked every 30 s while a health view is open; only for a signed-in person. */
export const useFlowFacts = (signedIn: boolean) =>
  useQuery({ ...flowFactsQueryOptions(), enabled: signedIn, refetchInterval: HEALTH_CHECK_INTERVAL_MS });

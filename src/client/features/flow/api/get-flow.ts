import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { flowResponseSchema } from '@shared/schemas/flow';

export const flowQueryKey = queryKeys.flow;

export const getFlow = (signal?: AbortSignal) => api(apiPaths.flow, { schema: flowResponseSchema, signal });

/** Flow state changes with every step, so it is always re-read on mount. */
export const flowQueryOptions = () => queryOptions({ queryKey: flowQueryKey, queryFn: ({ signal }) => getFlow(signal), staleTime: 0 });

export const useFlow = (enabled = true) => useQuery({ ...flowQueryOptions(), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';
import { apiPaths } from '@client/config/paths';
import type { FlowResponse } from '@shared/schemas/flow';

export const flowQueryKey = ['flow'] as const;

export const getFlow = () => api<FlowResponse>(apiPaths.flow);

/** Flow state changes with every step, so it is always re-read on mount. */
export const flowQueryOptions = () => queryOptions({ queryKey: flowQueryKey, queryFn: getFlow, staleTime: 0 });

export const useFlow = (enabled = true) => useQuery({ ...flowQueryOptions(), enabled });

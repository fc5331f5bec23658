import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { connectStatusSchema } from '@shared/schemas/handoff';

/** GET /api/connect/status: where the messaging-app connection stands (the server decides 'connected'). */
export const getConnectStatus = (signal?: AbortSignal) => api(apiPaths.connectStatus, { signal, schema: connectStatusSchema });

export const connectStatusQueryKey = queryKeys.connectStatus;

/** Always re-read on arrival (a reply may have come in since); polling itself is driven by the page (§4.5). */
export const connectStatusQueryOptions = () =>
  queryOptions({
    queryKey: connectStatusQueryKey,
    queryFn: ({ signal }) => getConnectStatus(signal),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export const useConnectStatus = () => useQuery(connectStatusQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';
import type { ConnectStatus } from '@shared/schemas/handoff';

/** GET /api/connect/status: where the messaging-app connection stands (the server decides 'connected'). */
export const CONNECT_STATUS_API_PATH = '/api/connect/status';

export const getConnectStatus = (signal?: AbortSignal) => api<ConnectStatus>(CONNECT_STATUS_API_PATH, { signal });

export const connectStatusQueryKey = ['connect', 'status'] as const;

/** Always re-read on arrival (a reply may have come in since); polling itself is driven by the page (§4.5). */
export const connectStatusQueryOptions = () =>
  queryOptions({ queryKey: connectStatusQueryKey, queryFn: ({ signal }) => getConnectStatus(signal), staleTime: 0, refetchOnWindowFocus: false });

export const useConnectStatus = () => useQuery(connectStatusQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { connectionsSchema } from '@shared/schemas/messenger';

/** GET /api/messenger/connections: the person's chats and, with Telegram configured, a fresh one-time deep link. */
export const getConnections = (signal?: AbortSignal) => api(apiPaths.messengerConnections, { signal, schema: connectionsSchema });

/**
 * NOTE: each read makes a new Telegram token (a credential, 24 h): read on arrival and after a
 * change, not on every focus.
 */
export const connectionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.messengerConnections,
    queryFn: ({ signal }) => getConnections(signal),
    staleTime: 0,
    refetchOnWindowFocus: false,
  });

export const useConnections = () => useQuery(connectionsQueryOptions());

import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { queueResponseSchema } from '@shared/schemas/moderation';

/** How often the open queue looks for new items. */
export const QUEUE_POLL_MS = 30_000;

/** GET /api/admin/queue: reports, automatic flags and appeals, oldest first, with their evidence. */
export const getQueue = (signal?: AbortSignal) => api(apiPaths.adminQueue, { signal, schema: queueResponseSchema });

export const useQueue = () =>
  useQuery({ queryKey: queryKeys.adminQueue, queryFn: ({ signal }) => getQueue(signal), staleTime: 0, refetchInterval: QUEUE_POLL_MS });

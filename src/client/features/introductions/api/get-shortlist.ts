import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { AGENT_REFRESH_MS } from '@client/lib/agent-refresh';
import { api } from '@client/lib/api-client';
import { shortlistSchema } from '@shared/schemas/shortlist';

/** GET /api/agent/shortlist (issue 31): the proposals the person's agent brought, newest first. */
export const getShortlist = (signal?: AbortSignal) => api(apiPaths.agentShortlist, { signal, schema: shortlistSchema });

/** Proposals arrive while the agents work: the list is re-read whenever /done is shown, and every few seconds while it is. */
export const useShortlist = () =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.shortlist,
      queryFn: ({ signal }) => getShortlist(signal),
      staleTime: 0,
      refetchInterval: AGENT_REFRESH_MS,
    }),
  );

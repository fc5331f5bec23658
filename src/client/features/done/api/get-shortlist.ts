import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { shortlistSchema } from '@shared/schemas/shortlist';

/** GET /api/agent/shortlist (issue 31): the proposals the person's agent brought, newest first. */
export const getShortlist = (signal?: AbortSignal) => api(apiPaths.agentShortlist, { signal, schema: shortlistSchema });

/** Proposals arrive while the agents work, so the list is re-read whenever /done is shown. */
export const useShortlist = () =>
  useQuery(queryOptions({ queryKey: queryKeys.shortlist, queryFn: ({ signal }) => getShortlist(signal), staleTime: 0 }));

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { automationSchema } from '@shared/schemas/handoff';
import { AGENT_REFRESH_MS } from '@client/lib/agent-refresh';

/** GET /api/automation (spec §7.1 agent-gateway): the agent's status and the person's real counts. */
export const getAutomation = (signal?: AbortSignal) => api(apiPaths.automation, { signal, schema: automationSchema });

export const automationQueryKey = queryKeys.automation;

/** The counts grow while the agent works, so the dashboard re-reads them whenever it is shown, and every few seconds while it is. */
export const automationQueryOptions = () =>
  queryOptions({
    queryKey: automationQueryKey,
    queryFn: ({ signal }) => getAutomation(signal),
    staleTime: 0,
    refetchInterval: AGENT_REFRESH_MS,
  });

export const useAutomation = () => useQuery(automationQueryOptions());

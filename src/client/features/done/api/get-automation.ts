import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';
import type { Automation } from '@shared/schemas/handoff';

/** GET /api/automation (spec §7.1 agent-gateway): the agent's status and the person's real counts. */
export const AUTOMATION_API_PATH = '/api/automation';

export const getAutomation = (signal?: AbortSignal) => api<Automation>(AUTOMATION_API_PATH, { signal });

export const automationQueryKey = ['automation'] as const;

/** The counts grow while Maya works, so the dashboard re-reads them whenever it is shown. */
export const automationQueryOptions = () =>
  queryOptions({ queryKey: automationQueryKey, queryFn: ({ signal }) => getAutomation(signal), staleTime: 0 });

export const useAutomation = () => useQuery(automationQueryOptions());

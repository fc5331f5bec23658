import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { assessmentStateSchema } from '@shared/schemas/assessment';

export const assessmentQueryKey = queryKeys.assessment;

export const getAssessment = () => api(apiPaths.assessment, { schema: assessmentStateSchema });

/**
 * Scenes, the active session's progress and any stored profile (§4.4). Read fresh on every visit;
 * the screen keeps its own state once started, so a refocus does not need a refetch.
 */
export const assessmentQueryOptions = () =>
  queryOptions({ queryKey: assessmentQueryKey, queryFn: getAssessment, staleTime: 0, refetchOnWindowFocus: false });

export const useAssessment = () => useQuery(assessmentQueryOptions());

import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';
import type { AssessmentState } from '@shared/schemas/assessment';

export const assessmentApiPaths = {
  state: '/api/assessment',
  start: '/api/assessment/start',
  responses: '/api/assessment/responses',
  complete: '/api/assessment/complete',
  inviteStatus: '/api/invite/status',
} as const;

export const assessmentQueryKey = ['assessment'] as const;

export const getAssessment = () => api<AssessmentState>(assessmentApiPaths.state);

/**
 * Scenes, the active session's progress and any stored profile (§4.4). Read fresh on every visit;
 * the screen keeps its own state once started, so a refocus does not need a refetch.
 */
export const assessmentQueryOptions = () =>
  queryOptions({ queryKey: assessmentQueryKey, queryFn: getAssessment, staleTime: 0, refetchOnWindowFocus: false });

export const useAssessment = () => useQuery(assessmentQueryOptions());

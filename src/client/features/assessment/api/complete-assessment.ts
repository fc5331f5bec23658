import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';
import type { AssessmentState, ProfileView } from '@shared/schemas/assessment';
import { assessmentApiPaths, assessmentQueryKey } from './get-assessment';

export type CompleteAssessmentResult = { profile: ProfileView };

export const completeAssessment = (body: { session_id: string }) => api<CompleteAssessmentResult>(assessmentApiPaths.complete, { method: 'POST', body });

/**
 * Scores the session into a profile. A 400 carries the §8.3 message word for word
 * ('Only {n} responses recorded…'); the cached state then holds the new profile, so a return visit
 * shows the results directly.
 */
export const useCompleteAssessment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: completeAssessment,
    onSuccess: ({ profile }) => {
      queryClient.setQueryData<AssessmentState>(assessmentQueryKey, (state) => state && { ...state, profile, session_id: null, answered_scene_ids: [] });
      // Other screens (the flow gate, the reveal) read the person's progress afresh.
      return queryClient.invalidateQueries({ queryKey: ['flow'] });
    },
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { completedResponseSchema, type AssessmentState, type completeRequestSchema } from '@shared/schemas/assessment';
import { assessmentQueryKey } from './get-assessment';

export type CompleteAssessmentInput = z.input<typeof completeRequestSchema>;

export const completeAssessment = (body: CompleteAssessmentInput) =>
  api(apiPaths.assessmentComplete, { method: 'POST', body, schema: completedResponseSchema });

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
      queryClient.setQueryData<AssessmentState>(
        assessmentQueryKey,
        (state) => state && { ...state, profile, session_id: null, answered_scene_ids: [] },
      );
      // Other screens (the flow gate, the reveal) read the person's progress afresh.
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.flow }),
        queryClient.invalidateQueries({ queryKey: queryKeys.profile }),
      ]);
    },
  });
};

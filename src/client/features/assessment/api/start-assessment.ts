import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@client/config/paths';
import { api } from '@client/lib/api-client';
import { startResponseSchema, type AssessmentState, type startRequestSchema } from '@shared/schemas/assessment';
import { assessmentQueryKey } from './get-assessment';

export type StartAssessmentInput = z.input<typeof startRequestSchema>;

export const startAssessment = (body: StartAssessmentInput) =>
  api(apiPaths.assessmentStart, { method: 'POST', body, schema: startResponseSchema });

/** Starts (or resumes) a session; with restart the earlier session is abandoned. */
export const useStartAssessment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAssessment,
    // A retake keeps the stored profile until the new one replaces it.
    onSuccess: (result) =>
      queryClient.setQueryData<AssessmentState>(
        assessmentQueryKey,
        (state) => state && { ...state, session_id: result.session_id, answered_scene_ids: result.answered_scene_ids },
      ),
  });
};

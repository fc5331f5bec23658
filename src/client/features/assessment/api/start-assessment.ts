import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';
import type { AssessmentState } from '@shared/schemas/assessment';
import type { DeviceTier } from '@shared/domain/assessment/response-limits';
import { assessmentApiPaths, assessmentQueryKey } from './get-assessment';

export type StartAssessmentInput = { device_tier: DeviceTier; restart?: boolean };
export type StartAssessmentResult = { session_id: string; answered_scene_ids: string[] };

export const startAssessment = (body: StartAssessmentInput) => api<StartAssessmentResult>(assessmentApiPaths.start, { method: 'POST', body });

/** Starts (or resumes) a session; with restart the earlier session is abandoned. */
export const useStartAssessment = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startAssessment,
    // A retake keeps the stored profile until the new one replaces it.
    onSuccess: (result) =>
      queryClient.setQueryData<AssessmentState>(assessmentQueryKey, (state) => state && { ...state, session_id: result.session_id, answered_scene_ids: result.answered_scene_ids }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';
import type { AssessmentState, SceneData } from '@shared/schemas/assessment';
import { assessmentApiPaths, assessmentQueryKey } from './get-assessment';

export type SubmitResponseInput = { session_id: string; scene_data: SceneData; signal?: AbortSignal };
export type SubmitResponseResult = { recorded: boolean; response_count: number };

export const submitResponse = ({ signal, ...body }: SubmitResponseInput) =>
  api<SubmitResponseResult>(assessmentApiPaths.responses, { method: 'POST', body, signal });

/** Records one scene's answer (idempotent per scene on the server) and notes it in the cached progress. */
export const useSubmitResponse = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitResponse,
    onSuccess: (_result, input) =>
      queryClient.setQueryData<AssessmentState>(assessmentQueryKey, (state) => {
        if (!state || state.session_id !== input.session_id || state.answered_scene_ids.includes(input.scene_data.scene_id)) return state;
        return { ...state, answered_scene_ids: [...state.answered_scene_ids, input.scene_data.scene_id] };
      }),
  });
};

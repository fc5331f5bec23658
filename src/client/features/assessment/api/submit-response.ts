import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@client/config/paths';
import { api } from '@client/lib/api-client';
import { submitResponseSchema, type AssessmentState, type submitRequestSchema } from '@shared/schemas/assessment';
import { assessmentQueryKey } from './get-assessment';

export type SubmitResponseInput = z.input<typeof submitRequestSchema> & { signal?: AbortSignal };

export const submitResponse = ({ signal, ...body }: SubmitResponseInput) =>
  api(apiPaths.assessmentResponses, { method: 'POST', body, signal, schema: submitResponseSchema });

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

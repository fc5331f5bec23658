import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { flowResponseSchema, type markStepRequestSchema } from '@shared/schemas/flow';

export type MarkableStep = z.infer<typeof markStepRequestSchema>['step'];

export const completeStep = (step: MarkableStep) =>
  api(apiPaths.flowComplete, { method: 'POST', body: { step }, schema: flowResponseSchema });

/** Marks a step finished by its continue action (§4.1); the answer is the new flow state. */
export const useCompleteStep = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeStep, onSuccess: (flow) => queryClient.setQueryData(queryKeys.flow, flow) });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';
import { apiPaths } from '@client/config/paths';
import type { FlowResponse, MARKABLE_STEPS } from '@shared/schemas/flow';
import { flowQueryKey } from './get-flow';

export const completeStep = (step: (typeof MARKABLE_STEPS)[number]) =>
  api<FlowResponse>(`${apiPaths.flow}/complete`, { method: 'POST', body: { step } });

/** Marks a step finished by its continue action (§4.1) and refreshes the flow state. */
export const useCompleteStep = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: completeStep, onSuccess: (flow) => queryClient.setQueryData(flowQueryKey, flow) });
};

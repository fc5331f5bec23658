import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { knowledgeSchema } from '@shared/schemas/companion';

/** DELETE /api/mobile-chat/companion/knowledge: forget everything (facts, preferences, Maya's adaptation, interactions). */
export const forgetEverything = () => api(apiPaths.companionKnowledge, { method: 'DELETE', schema: knowledgeSchema });

export const useForgetEverything = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['companion', 'forget'],
    mutationFn: forgetEverything,
    onSuccess: (knowledge) => queryClient.setQueryData(queryKeys.companionKnowledge, knowledge),
  });
};

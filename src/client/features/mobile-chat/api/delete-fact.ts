import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { knowledgeSchema } from '@shared/schemas/companion';

/** DELETE /api/mobile-chat/companion/facts/:id: Maya forgets the fact and its earlier values, from the next message on. */
export const deleteFact = (id: string) =>
  api(`${apiPaths.companionFacts}/${encodeURIComponent(id)}`, { method: 'DELETE', schema: knowledgeSchema });

export const useDeleteFact = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['companion', 'delete-fact'],
    mutationFn: deleteFact,
    onSuccess: (knowledge) => queryClient.setQueryData(queryKeys.companionKnowledge, knowledge),
  });
};

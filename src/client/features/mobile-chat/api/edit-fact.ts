import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { knowledgeSchema } from '@shared/schemas/companion';

/** PATCH /api/mobile-chat/companion/facts/:id { value }: the person corrects a fact; the old value becomes history. */
export const editFact = ({ id, value }: { id: string; value: string }) =>
  api(`${apiPaths.companionFacts}/${encodeURIComponent(id)}`, { method: 'PATCH', body: { value }, schema: knowledgeSchema });

export const useEditFact = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['companion', 'edit-fact'],
    mutationFn: editFact,
    onSuccess: (knowledge) => queryClient.setQueryData(queryKeys.companionKnowledge, knowledge),
  });
};

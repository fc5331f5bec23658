import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { shortlistSchema } from '@shared/schemas/shortlist';

/** POST /api/agent/proposals/:id/block: the other member is gone for good; the answer is the shortlist without them. */
export const blockProposal = (id: string) => api(apiPaths.proposalBlock(id), { body: {}, schema: shortlistSchema });

export const useBlockProposal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['agent', 'block'],
    mutationFn: blockProposal,
    onSuccess: (list) => queryClient.setQueryData(queryKeys.shortlist, list),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.shortlist });
      void queryClient.invalidateQueries({ queryKey: queryKeys.automation });
    },
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { proposalCardSchema, type ProposalDecision, type Shortlist } from '@shared/schemas/shortlist';

/** POST /api/agent/proposals/:id/decision: approve or pass; the answer is the card as it now is. */
export const decideProposal = ({ id, decision }: { id: string; decision: ProposalDecision }) =>
  api(apiPaths.proposalDecision(id), { body: { decision }, schema: proposalCardSchema });

export const useDecideProposal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['agent', 'decide'],
    mutationFn: decideProposal,
    onSuccess: (card) =>
      queryClient.setQueryData<Shortlist>(queryKeys.shortlist, (list) =>
        list ? { proposals: list.proposals.map((p) => (p.id === card.id ? card : p)) } : list,
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.shortlist });
      void queryClient.invalidateQueries({ queryKey: queryKeys.automation });
    },
  });
};

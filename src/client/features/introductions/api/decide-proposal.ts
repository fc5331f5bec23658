import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import type { PassReason } from '@shared/domain/outcomes/outcome-kinds';
import { proposalCardSchema, type ProposalDecision, type Shortlist } from '@shared/schemas/shortlist';

/**
 * POST /api/agent/proposals/:id/decision: approve or pass (a pass with its optional reason, also after
 * the pass); the answer is the card as it now is.
 */
export const decideProposal = ({ id, decision, reason }: { id: string; decision: ProposalDecision; reason?: PassReason }) =>
  api(apiPaths.proposalDecision(id), {
    body: reason && decision === 'pass' ? { decision, reason } : { decision },
    schema: proposalCardSchema,
  });

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

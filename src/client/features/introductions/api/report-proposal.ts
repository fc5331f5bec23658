import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { shortlistSchema, type ReportRequest } from '@shared/schemas/shortlist';

/** POST /api/agent/proposals/:id/report {reason, note?, block?}: the answer is the shortlist as it now is. */
export const reportProposal = ({ id, report }: { id: string; report: ReportRequest }) =>
  api(apiPaths.proposalReport(id), { body: report, schema: shortlistSchema });

export const useReportProposal = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['agent', 'report'],
    mutationFn: reportProposal,
    onSuccess: (list) => queryClient.setQueryData(queryKeys.shortlist, list),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.shortlist });
      void queryClient.invalidateQueries({ queryKey: queryKeys.automation });
    },
  });
};

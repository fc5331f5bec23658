import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { declineResponseSchema } from '@shared/schemas/moderation';

/** POST /api/admin/decline: takes a waiting request off the waitlist (no e-mail). */
export const declineRequest = ({ email, reason }: { email: string; reason: string }) =>
  api(apiPaths.adminDecline, { body: { email, reason }, schema: declineResponseSchema });

export const useDeclineRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineRequest,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminWaitlist });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminAudit });
    },
  });
};

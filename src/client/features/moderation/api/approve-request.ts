import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { adminApproveResponseSchema } from '@shared/schemas/admin';

/** POST /api/admin/approve: grants access and sends the spec's "You're in" e-mail (as `npm run admin -- approve`). */
export const approveRequest = ({ email, reason }: { email: string; reason: string }) =>
  api(apiPaths.adminApprove, { body: { email, reason }, schema: adminApproveResponseSchema });

export const useApproveRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveRequest,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminWaitlist });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminAudit });
    },
  });
};

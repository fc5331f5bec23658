import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { actionResponseSchema, type ActionRequest } from '@shared/schemas/moderation';

/** POST /api/admin/actions: resolves one item (409 when another moderator already did). */
export const actOnItem = (body: ActionRequest) => api(apiPaths.adminActions, { body, schema: actionResponseSchema });

export const useActOnItem = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnItem,
    // Resolved or not (409), the queue and the audit log have changed.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminQueue });
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminAudit });
    },
  });
};

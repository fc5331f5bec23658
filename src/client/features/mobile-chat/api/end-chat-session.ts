import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { okSchema } from '@shared/schemas/handoff';

/** POST /api/mobile-chat/sessions/:id/end: signs a phone out of its chat, or revokes an unused link. */
export const endChatSession = (id: string) => api(apiPaths.mobileChatEnd(id), { method: 'POST', body: {}, schema: okSchema });

export const useEndChatSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['mobile-chat', 'end'],
    mutationFn: endChatSession,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.mobileChatSessions }),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { chatLinkSchema } from '@shared/schemas/mobile-chat';

/** POST /api/mobile-chat/links: a new 24 h link for the person's phone (its token is shown this once). */
export const createChatLink = () => api(apiPaths.mobileChatLinks, { method: 'POST', body: {}, schema: chatLinkSchema });

export const useCreateChatLink = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['mobile-chat', 'create-link'],
    mutationFn: createChatLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.mobileChatSessions }),
  });
};

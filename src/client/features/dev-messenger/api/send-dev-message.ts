import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { devChatSchema, type DevChat } from '@shared/schemas/messenger';
import { withOwnMessage } from '../lib/dev-chat-view';

export type DevSend = { clientId: string; text: string };

/** POST /api/dev/messenger/messages: the client id is the update id, so a retried send is processed once. */
export const sendDevMessage = ({ clientId, text }: DevSend) =>
  api(apiPaths.devMessengerMessages, { body: { client_id: clientId, text }, schema: devChatSchema });

/** Sends, showing the person's line at once (as a phone does) until the server's chat replaces it. */
export const useSendDevMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['messenger', 'dev-send'],
    mutationFn: sendDevMessage,
    onMutate: async ({ text }) => {
      // A poll answered before the send would drop the line again.
      await queryClient.cancelQueries({ queryKey: queryKeys.devChat });
      queryClient.setQueryData<DevChat>(queryKeys.devChat, (chat) => (chat ? withOwnMessage(chat, text, new Date()) : chat));
    },
    onSuccess: (chat) => queryClient.setQueryData(queryKeys.devChat, chat),
    onError: () => void queryClient.invalidateQueries({ queryKey: queryKeys.devChat }),
  });
};

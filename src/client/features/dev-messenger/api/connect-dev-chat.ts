import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { devChatSchema } from '@shared/schemas/messenger';

/** POST /api/dev/messenger/connect: binds the person's embedded chat (Maya says welcome); twice is once. */
export const connectDevChat = () => api(apiPaths.devMessengerConnect, { body: {}, schema: devChatSchema });

export const useConnectDevChat = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['messenger', 'dev-connect'],
    mutationFn: connectDevChat,
    onSuccess: (chat) => {
      queryClient.setQueryData(queryKeys.devChat, chat);
      void queryClient.invalidateQueries({ queryKey: queryKeys.messengerConnections });
    },
  });
};

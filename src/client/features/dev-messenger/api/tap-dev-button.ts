import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { devChatSchema } from '@shared/schemas/messenger';

export type DevTap = { clientId: string; data: string };

/** POST /api/dev/messenger/buttons: a button's data, as Telegram's callback; its answer arrives later in the chat's `answers`. */
export const tapDevButton = ({ clientId, data }: DevTap) =>
  api(apiPaths.devMessengerButtons, { body: { client_id: clientId, data }, schema: devChatSchema });

export const useTapDevButton = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['messenger', 'dev-tap'],
    mutationFn: tapDevButton,
    onSuccess: (chat) => queryClient.setQueryData(queryKeys.devChat, chat),
  });
};

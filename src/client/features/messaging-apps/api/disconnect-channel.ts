import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { connectionsSchema, type MessengerChannel } from '@shared/schemas/messenger';

/** POST /api/messenger/disconnect: Maya stops writing there (what was pending is cancelled; one goodbye). */
export const disconnectChannel = (channel: MessengerChannel) =>
  api(apiPaths.messengerDisconnect, { body: { channel }, schema: connectionsSchema });

export const useDisconnectChannel = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['messenger', 'disconnect'],
    mutationFn: disconnectChannel,
    onSuccess: (view) => {
      queryClient.setQueryData(queryKeys.messengerConnections, view);
      void queryClient.invalidateQueries({ queryKey: queryKeys.devChat });
    },
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { connectionsSchema, type MessengerChannel } from '@shared/schemas/messenger';

/** PUT /api/messenger/preferred: where Maya writes (409 not_connected for a chat that is not connected). */
export const setPreferred = (channel: MessengerChannel) =>
  api(apiPaths.messengerPreferred, { method: 'PUT', body: { channel }, schema: connectionsSchema });

export const useSetPreferred = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['messenger', 'preferred'],
    mutationFn: setPreferred,
    onSuccess: (view) => queryClient.setQueryData(queryKeys.messengerConnections, view),
  });
};

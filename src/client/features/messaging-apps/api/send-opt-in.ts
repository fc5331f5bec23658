import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { connectStatusSchema } from '@shared/schemas/handoff';

/** POST /api/connect/opt-in { phone_number } (spec §7.1 human-loop send_opt_in): sends the verification message. */
export const sendOptIn = (phoneNumber: string) =>
  api(apiPaths.connectOptIn, { method: 'POST', body: { phone_number: phoneNumber }, schema: connectStatusSchema });

/** The answer is the connection's new status, so the cached status takes it as it is. */
export const useSendOptIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['connect', 'opt-in'],
    mutationFn: sendOptIn,
    onSuccess: (status) => queryClient.setQueryData(queryKeys.connectStatus, status),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { okSchema } from '@shared/schemas/handoff';
import type { Channel } from '../lib/channels';

/** POST /api/handoff/complete { channel }: marks the handoff step complete (starts the person's automation). */
export const completeHandoff = (channel: Channel) => api(apiPaths.handoffComplete, { method: 'POST', body: { channel }, schema: okSchema });

/** The step and the automation both change, so both are read afresh. */
export const useCompleteHandoff = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['handoff', 'complete'],
    mutationFn: completeHandoff,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.flow }),
        queryClient.invalidateQueries({ queryKey: queryKeys.automation }),
      ]),
  });
};

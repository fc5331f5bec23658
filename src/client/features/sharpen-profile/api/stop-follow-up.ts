import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { api } from '@client/lib/api-client';
import { followUpSchema } from '@shared/schemas/follow-up';
import { settleFollowUp } from './settle-follow-up';

/** POST /api/profile/follow-up/stop: 'Stop here'; the answers so far count (status 'done', stop 'stopped'). */
export const stopFollowUp = () => api(apiPaths.followUpStop, { method: 'POST', body: {}, schema: followUpSchema });

export const useStopFollowUp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'follow-up', 'stop'],
    mutationFn: stopFollowUp,
    onSuccess: (followUp) => settleFollowUp(queryClient, followUp),
  });
};

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api, ApiError } from '@client/lib/api-client';
import { followUpSchema } from '@shared/schemas/follow-up';
import type { FollowUp, FollowUpAnswer } from '../lib/follow-up-types';
import { settleFollowUp } from './settle-follow-up';

/** POST /api/profile/follow-up/answers: saves one answer; the answer is the follow-up rescored (409: not the statement asked). */
export const answerFollowUp = (answer: FollowUpAnswer) => api(apiPaths.followUpAnswers, { body: answer, schema: followUpSchema });

/**
 * Saves an answer at once. While it is on its way the count moves on (optimistic); the server's
 * answer then settles the screen, and a 409 (answered elsewhere, or over) re-reads where things stand.
 */
export const useAnswerFollowUp = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'follow-up', 'answer'],
    mutationFn: answerFollowUp,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: queryKeys.followUp });
      const before = queryClient.getQueryData<FollowUp>(queryKeys.followUp);
      if (before) queryClient.setQueryData<FollowUp>(queryKeys.followUp, { ...before, answered: before.answered + 1 });
      return { before };
    },
    onSuccess: (followUp) => settleFollowUp(queryClient, followUp),
    onError: (error, _answer, context) => {
      if (context?.before) queryClient.setQueryData(queryKeys.followUp, context.before);
      if (error instanceof ApiError && error.status === 409) void queryClient.invalidateQueries({ queryKey: queryKeys.followUp });
    },
  });
};

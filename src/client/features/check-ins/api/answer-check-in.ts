import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { checkInSchema, type CheckInAnswerRequest, type CheckInList } from '@shared/schemas/check-ins';

/** POST /api/check-ins/:id/answers: each answer is saved once; the answer is the check-in as it now is. */
export const answerCheckIn = ({ id, answers }: { id: string; answers: CheckInAnswerRequest }) =>
  api(apiPaths.checkInAnswers(id), { body: answers, schema: checkInSchema });

export const useAnswerCheckIn = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['check-ins', 'answer'],
    mutationFn: answerCheckIn,
    onSuccess: (checkIn) =>
      queryClient.setQueryData<CheckInList>(queryKeys.checkIns, (list) =>
        list ? { checkIns: list.checkIns.map((c) => (c.id === checkIn.id ? checkIn : c)) } : list,
      ),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: queryKeys.checkIns }),
  });
};

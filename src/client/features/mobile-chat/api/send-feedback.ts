import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { adaptationSchema } from '@shared/schemas/companion';
import type { FeedbackKind } from '@shared/domain/companion/personality';

/** POST /api/mobile-chat/companion/feedback { kind, message_id }: Maya adapts (spec §9) and says why. */
export const sendFeedback = ({ kind, messageId }: { kind: FeedbackKind; messageId?: string | null }) =>
  api(apiPaths.companionFeedback, { method: 'POST', body: { kind, message_id: messageId ?? null }, schema: adaptationSchema });

export const useSendFeedback = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['companion', 'feedback'],
    mutationFn: sendFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.companionKnowledge }),
  });
};

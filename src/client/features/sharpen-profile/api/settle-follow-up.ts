import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@client/config/query-keys';
import type { FollowUp } from '../lib/follow-up-types';

/**
 * The server's answer is the follow-up's state; the profile was rescored with it, so the reveal and
 * the results re-read theirs. NOTE: `exact`, as the follow-up's own key starts with the profile's.
 */
export function settleFollowUp(queryClient: QueryClient, followUp: FollowUp) {
  queryClient.setQueryData(queryKeys.followUp, followUp);
  void queryClient.invalidateQueries({ queryKey: queryKeys.profile, exact: true });
  void queryClient.invalidateQueries({ queryKey: queryKeys.assessment });
}

import { queryOptions } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { inviteStatusSchema } from '@shared/schemas/assessment';

export const inviteStatusQueryKey = queryKeys.inviteStatus;

export const getInviteStatus = () => api(apiPaths.inviteStatus, { schema: inviteStatusSchema });

/** The allowlist check behind 'Continue →' (§2.8); asked at the moment of the click, without retries. */
export const inviteStatusQueryOptions = () =>
  queryOptions({ queryKey: inviteStatusQueryKey, queryFn: getInviteStatus, staleTime: 0, retry: false });

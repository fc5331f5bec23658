import { queryOptions } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';
import { assessmentApiPaths } from './get-assessment';

export type InviteStatus = { invited: boolean };

export const inviteStatusQueryKey = ['invite-status'] as const;

export const getInviteStatus = () => api<InviteStatus>(assessmentApiPaths.inviteStatus);

/** The allowlist check behind 'Continue →' (§2.8); asked at the moment of the click, without retries. */
export const inviteStatusQueryOptions = () => queryOptions({ queryKey: inviteStatusQueryKey, queryFn: getInviteStatus, staleTime: 0, retry: false });

import { queryOptions } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';
import { apiPaths } from '@client/config/paths';
import type { SessionResponse } from '@shared/schemas/auth';

export const sessionQueryKey = ['auth', 'session'] as const;

export const getSession = () => api<SessionResponse>(apiPaths.session);

export const sessionQueryOptions = () =>
  queryOptions({ queryKey: sessionQueryKey, queryFn: getSession, staleTime: 60_000, refetchOnWindowFocus: true });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { securityEventsResponseSchema } from '@shared/schemas/security';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';

/** GET /api/security/events: the signed-in person's own last 10 security events (§6). */
export const getSecurityEvents = () => api(apiPaths.securityEvents, { schema: securityEventsResponseSchema });

export const securityEventsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.securityEvents, queryFn: getSecurityEvents, staleTime: 0 });

export const useSecurityEvents = (signedIn: boolean) => useQuery({ ...securityEventsQueryOptions(), enabled: signedIn });

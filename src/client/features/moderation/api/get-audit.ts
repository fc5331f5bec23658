import { useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { auditResponseSchema } from '@shared/schemas/moderation';

/** GET /api/admin/audit: every action, newest first (who, when, what, why). */
export const getAudit = (signal?: AbortSignal) => api(apiPaths.adminAudit, { signal, schema: auditResponseSchema });

export const useAudit = () => useQuery({ queryKey: queryKeys.adminAudit, queryFn: ({ signal }) => getAudit(signal), staleTime: 0 });

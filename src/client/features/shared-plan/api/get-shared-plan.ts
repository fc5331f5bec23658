import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { ApiError, api } from '@client/lib/api-client';
import { sharedPlanSchema } from '@shared/schemas/date-day';

/** GET /api/shared-plans/:token (issue 42 item 4): public, no session. */
export const getSharedPlan = (token: string, signal?: AbortSignal) => api(apiPaths.sharedPlan(token), { signal, schema: sharedPlanSchema });

/** A 404 or 410 is the answer, not a hiccup: not retried. */
const retry = (failures: number, error: unknown) =>
  !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failures < 2;

export const useSharedPlan = (token: string) =>
  useQuery(queryOptions({ queryKey: queryKeys.sharedPlan(token), queryFn: ({ signal }) => getSharedPlan(token, signal), retry }));

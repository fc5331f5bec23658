import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { checkInListSchema } from '@shared/schemas/check-ins';

/** GET /api/check-ins (issue 41): the person's own morning-after check-ins, newest date first. */
export const getCheckIns = (signal?: AbortSignal) => api(apiPaths.checkIns, { signal, schema: checkInListSchema });

/** A check-in is made the morning after a date: /done looks again whenever it is shown, and each minute while it is. */
export const CHECK_IN_REFRESH_MS = 60_000;

export const useCheckIns = () =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.checkIns,
      queryFn: ({ signal }) => getCheckIns(signal),
      staleTime: 0,
      refetchInterval: CHECK_IN_REFRESH_MS,
    }),
  );

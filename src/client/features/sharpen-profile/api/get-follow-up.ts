import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { followUpSchema } from '@shared/schemas/follow-up';
import { noteBefore } from '../lib/before-and-after';

/** GET /api/profile/follow-up: where the person's follow-up stands (404 without a completed assessment). */
export const getFollowUp = (signal?: AbortSignal) => api(apiPaths.followUp, { signal, schema: followUpSchema });

/** The server holds the follow-up, so another device may have moved it on: re-read on every mount. */
export const followUpQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.followUp,
    queryFn: async ({ signal }) => {
      const followUp = await getFollowUp(signal);
      noteBefore(followUp);
      return followUp;
    },
    staleTime: 0,
  });

export const useFollowUp = ({ enabled = true }: { enabled?: boolean } = {}) => useQuery({ ...followUpQueryOptions(), enabled });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { handoffLinksSchema } from '@shared/schemas/handoff';

/** POST /api/handoff/init (spec §7.1 chat/init_handoff): the three chat links, the WhatsApp QR and the start token. */
export const initHandoff = () => api(apiPaths.handoffInit, { method: 'POST', body: {}, schema: handoffLinksSchema });

export const handoffLinksQueryKey = queryKeys.handoffLinks;

/**
 * Read like a query: the links are the same for a person across calls, so they are cached for the
 * app's usual 5 minutes and re-used when the person comes back to the screen. No abort signal: a
 * POST that StrictMode's simulated unmount would otherwise cancel and send twice.
 */
export const handoffLinksQueryOptions = () => queryOptions({ queryKey: handoffLinksQueryKey, queryFn: () => initHandoff() });

export const useHandoffLinks = (enabled = true) => useQuery({ ...handoffLinksQueryOptions(), enabled });

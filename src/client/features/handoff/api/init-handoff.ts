import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@client/lib/api-client';
import type { HandoffLinks } from '@shared/schemas/handoff';

/** POST /api/handoff/init (spec §7.1 chat/init_handoff): the three chat links, the WhatsApp QR and the start token. */
export const HANDOFF_INIT_API_PATH = '/api/handoff/init';

export const initHandoff = () => api<HandoffLinks>(HANDOFF_INIT_API_PATH, { method: 'POST', body: {} });

export const handoffLinksQueryKey = ['handoff', 'links'] as const;

/**
 * Read like a query: the links are the same for a person across calls, so they are cached for the
 * app's usual 5 minutes and re-used when the person comes back to the screen. No abort signal: a
 * POST that StrictMode's simulated unmount would otherwise cancel and send twice.
 */
export const handoffLinksQueryOptions = () => queryOptions({ queryKey: handoffLinksQueryKey, queryFn: () => initHandoff() });

export const useHandoffLinks = (enabled = true) => useQuery({ ...handoffLinksQueryOptions(), enabled });

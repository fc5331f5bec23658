import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { mayaContactSchema } from '@shared/schemas/handoff';
import { api } from './api-client';

/**
 * GET /api/handoff/contact: Maya's WhatsApp number and chat link, as configured on the server
 * (WHATSAPP_NUMBER). Here, not in a feature: the connections screen's 'continue on phone' card and
 * /done's 'Open WhatsApp' both open a chat with Maya. It never changes while the app runs.
 */
export const getMayaContact = () => api(apiPaths.mayaContact, { schema: mayaContactSchema });

export const mayaContactQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.mayaContact, queryFn: getMayaContact, staleTime: Infinity });

export const useMayaContact = () => useQuery(mayaContactQueryOptions());

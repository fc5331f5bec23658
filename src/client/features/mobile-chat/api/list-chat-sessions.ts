import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api } from '@client/lib/api-client';
import { chatDevicesSchema } from '@shared/schemas/mobile-chat';

/** GET /api/mobile-chat/sessions: the person's links waiting for a phone and the phones chatting. */
export const listChatSessions = (signal?: AbortSignal) => api(apiPaths.mobileChatSessions, { schema: chatDevicesSchema, signal });

/** Re-read every 15 s while shown, so a phone that just opened its link appears on the desktop. */
export const chatSessionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.mobileChatSessions,
    queryFn: ({ signal }) => listChatSessions(signal),
    refetchInterval: 15_000,
    staleTime: 0,
  });

export const useChatSessions = () => useQuery(chatSessionsQueryOptions());

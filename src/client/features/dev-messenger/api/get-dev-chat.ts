import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiPaths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { api, ApiError } from '@client/lib/api-client';
import { devChatSchema, type DevChat } from '@shared/schemas/messenger';
import { mayaIsTyping } from '../lib/dev-chat-view';

/** How often the open chat asks for what the background queued (proposals, relay, dates). */
export const DEV_CHAT_POLL_MS = 2000;
/** How often while Maya is to answer (what the person sent is worked after the POST answered, ADR 042) or her messages are queued. */
export const DEV_CHAT_BUSY_POLL_MS = 500;

/** GET /api/dev/messenger: the embedded chat, both ways, newest last (404 when the built-in provider is not used). */
export const getDevChat = (signal?: AbortSignal) => api(apiPaths.devMessenger, { signal, schema: devChatSchema });

/** The chat is off on this server (404) or the person is signed out (401): asking again changes nothing. */
export const isFinalDevChatError = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 401);

const pollEvery = (chat: DevChat | undefined) => (chat && mayaIsTyping(chat, false) ? DEV_CHAT_BUSY_POLL_MS : DEV_CHAT_POLL_MS);

/**
 * Polled while the chat is on screen, sooner while Maya is to answer: TanStack stops the interval while the tab is hidden
 * (refetchIntervalInBackground is off) and reads afresh when it comes back.
 */
export const devChatQueryOptions = (poll: boolean) =>
  queryOptions({
    queryKey: queryKeys.devChat,
    queryFn: ({ signal }) => getDevChat(signal),
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => (poll && !isFinalDevChatError(query.state.error) ? pollEvery(query.state.data) : false),
  });

/** `poll`: the chat page; the /done card only asks once whether the embedded chat exists. */
export const useDevChat = ({ poll = true, enabled = true }: { poll?: boolean; enabled?: boolean } = {}) =>
  useQuery({ ...devChatQueryOptions(poll), enabled });

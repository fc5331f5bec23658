import { apiPaths } from '@client/config/paths';
import { api } from '@client/lib/api-client';
import { chatSessionSchema } from '@shared/schemas/mobile-chat';

/**
 * The phone's chat (spec §7.1 mobile-chat-session get_session): with a link's token, it is traded
 * once for the chat cookie (POST); without, the cookie is used (GET, e.g. after a reload).
 * Refusals: 401 invalid_link, 410 session_expired (ApiError codes).
 */
export const openChatSession = async (token: string | null, signal?: AbortSignal) => {
  const answer = token
    ? await api(apiPaths.mobileChatSession, { method: 'POST', body: { token }, schema: chatSessionSchema, signal })
    : await api(apiPaths.mobileChatSession, { schema: chatSessionSchema, signal });
  return answer.session;
};

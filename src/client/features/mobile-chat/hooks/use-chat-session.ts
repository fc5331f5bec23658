import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@client/config/paths';
import { queryKeys } from '@client/config/query-keys';
import { ApiError } from '@client/lib/api-client';
import { openChatSession } from '../api/get-chat-session';
import { CHAT_TOASTS } from '../lib/mobile-chat-copy';

/** The link's token, read once: the page removes it from the address bar straight away. */
const tokenInAddress = () => new URLSearchParams(window.location.search).get('token');

/** Which toast a refusal gets (spec §8.5): unknown or used link, expired link, or anything else. */
export function refusalToast(error: unknown) {
  if (error instanceof ApiError && error.status === 410) return CHAT_TOASTS.sessionExpired;
  if (error instanceof ApiError && error.status === 401) return CHAT_TOASTS.invalidLink;
  return CHAT_TOASTS.connectionError;
}

/**
 * The phone's chat session (spec §4.6: connecting, then connected). A token in the address is
 * traded once for the chat cookie and removed from the address (history, bookmarks, shoulder
 * surfers); without one the cookie is used. Refused: the spec's toast, then home.
 */
export function useChatSession() {
  const [token] = useState(tokenInAddress);
  const navigate = useNavigate();
  useEffect(() => {
    if (!token) return;
    const url = new URL(window.location.href);
    url.searchParams.delete('token');
    window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash);
  }, [token]);

  // NOTE: no abort signal: the token works once, and StrictMode's simulated unmount must not spend it.
  const query = useQuery({
    queryKey: [...queryKeys.mobileChatSession, token ? 'link' : 'cookie'],
    queryFn: () => openChatSession(token),
    retry: false,
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  const left = useRef(false);
  const leave = (error: unknown) => {
    if (left.current) return;
    left.current = true;
    const { title, description } = refusalToast(error);
    toast.error(title, { description });
    void navigate(paths.home, { replace: true });
  };
  useEffect(() => {
    if (query.isError) leave(query.error);
  });
  return { session: query.data, status: query.data ? ('connected' as const) : ('connecting' as const), leave };
}

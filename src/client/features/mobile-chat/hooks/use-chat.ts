import { useCallback, useReducer, useRef } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@client/lib/api-client';
import { CHAT_FALLBACK_REPLY, type ChatMessage, type ChatSession } from '@shared/schemas/mobile-chat';
import { sendChatMessage, type TurnHandlers } from '../api/send-message';
import { sendVoiceMessage } from '../api/send-voice';
import { chatReducer, initialChatState, type ChatState, type UiMessage } from '../lib/chat-state';
import { CHAT_TOASTS } from '../lib/mobile-chat-copy';
import type { Recording } from '../lib/voice-recorder';

const newClientId = () => crypto.randomUUID();

const localMessage = (clientId: string, over: Partial<UiMessage>): UiMessage => ({
  id: clientId,
  client_id: clientId,
  content: '',
  role: 'user',
  type: 'text',
  duration_ms: null,
  timestamp: new Date().toISOString(),
  status: 'sending',
  ...over,
});

/** The session ended under the chat (expired, ended from the desktop): the page leaves with its toast. */
const sessionGone = (error: unknown) => error instanceof ApiError && (error.status === 401 || error.status === 410);

export type UseChatOptions = {
  onReply?: (message: ChatMessage) => void;
  onSessionGone: (error: unknown) => void;
};

/** The conversation on the phone: history, sending (text or a recording), streaming replies, retries. */
export function useChat(session: ChatSession, options: UseChatOptions) {
  const [state, dispatch] = useReducer(chatReducer, session.conversation_history, (history): ChatState => ({
    ...initialChatState,
    messages: history.map((m) => ({ ...m, status: 'sent' })),
  }));
  const pending = useRef(false);
  const opts = useRef(options);
  opts.current = options;

  const handlers: TurnHandlers = {
    onMessage: (message) => dispatch({ type: 'stored', message }),
    onDelta: (text) => dispatch({ type: 'delta', text }),
    onReply: (message) => {
      dispatch({ type: 'reply', message });
      opts.current.onReply?.(message);
    },
  };

  /** Runs one turn; a refusal ends the session, anything else is `onFail`'s to show. True when it went through. */
  const turn = useCallback(async (clientId: string, run: () => Promise<void>, onFail: (error: unknown) => void) => {
    pending.current = true;
    try {
      await run();
      dispatch({ type: 'settle' });
      return true;
    } catch (error) {
      if (sessionGone(error)) opts.current.onSessionGone(error);
      else onFail(error);
      dispatch({ type: 'failed', clientId });
      return false;
    } finally {
      pending.current = false;
    }
  }, []);

  const deliver = useCallback(
    (content: string, clientId: string) =>
      turn(
        clientId,
        () => sendChatMessage({ content, clientId }, handlers),
        () => {
          toast.error(CHAT_TOASTS.messageFailed.title, { description: CHAT_TOASTS.messageFailed.description });
          // Spec §8.5: Maya still answers, with the fallback line (shown, not stored).
          dispatch({
            type: 'reply',
            message: {
              ...localMessage(`fallback-${clientId}`, {}),
              role: 'assistant',
              content: CHAT_FALLBACK_REPLY,
              client_id: `fallback-${clientId}`,
            },
          });
        },
      ),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- handlers only dispatch
    [turn],
  );

  /** Sends `text` unless it is blank or a reply is pending (spec §2.15, §5); true when it went. */
  const send = useCallback(
    (text: string) => {
      const content = text.trim();
      if (!content || pending.current) return false;
      const clientId = newClientId();
      dispatch({ type: 'send', message: localMessage(clientId, { content }) });
      void deliver(content, clientId);
      return true;
    },
    [deliver],
  );

  /**
   * A recording whose upload failed stays on the phone (in memory) with 'Tap to retry', so a lost
   * connection or a speech-to-text hiccup does not lose what was said; one the server refused as
   * audio (400) is dropped: sending it again cannot help.
   */
  const recordings = useRef(new Map<string, Recording>());
  const deliverRecording = useCallback(
    async (recording: Recording, clientId: string) => {
      const sent = await turn(
        clientId,
        () => sendVoiceMessage({ wav: recording.wav, clientId }, handlers),
        (error) => {
          toast.error(CHAT_TOASTS.recordingError.title, { description: CHAT_TOASTS.recordingError.description });
          if (error instanceof ApiError && error.status === 400) {
            recordings.current.delete(clientId);
            dispatch({ type: 'drop', clientId });
          }
        },
      );
      if (sent) recordings.current.delete(clientId);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- handlers only dispatch
    [turn],
  );

  const retry = useCallback(
    (message: UiMessage) => {
      if (pending.current || !message.client_id) return;
      const recording = message.type === 'voice' ? recordings.current.get(message.client_id) : undefined;
      if (message.type === 'voice' && !recording) return;
      dispatch({ type: 'retry', clientId: message.client_id });
      void (recording ? deliverRecording(recording, message.client_id) : deliver(message.content, message.client_id));
    },
    [deliver, deliverRecording],
  );

  const sendRecording = useCallback(
    async (recording: Recording) => {
      if (pending.current) return;
      const clientId = newClientId();
      recordings.current.set(clientId, recording);
      dispatch({ type: 'send', message: localMessage(clientId, { type: 'voice', duration_ms: recording.durationMs }) });
      await deliverRecording(recording, clientId);
    },
    [deliverRecording],
  );

  return { ...state, send, retry, sendRecording };
}

import type { ChatMessage } from '@shared/schemas/mobile-chat';

/** A message as the chat shows it: stored ones are 'sent'; the person's own may still be on its way. */
export type UiMessage = ChatMessage & { status: 'sent' | 'sending' | 'failed' };

export type ChatState = {
  messages: UiMessage[];
  /** Maya's reply while it streams in ('' before the first token: 'Thinking...'). */
  streaming: string | null;
  /** A turn is under way: the send button waits (spec §2.15). */
  pending: boolean;
};

export type ChatAction =
  | { type: 'history'; messages: ChatMessage[] }
  | { type: 'send'; message: UiMessage }
  | { type: 'stored'; message: ChatMessage }
  | { type: 'delta'; text: string }
  | { type: 'reply'; message: ChatMessage }
  | { type: 'failed'; clientId: string }
  | { type: 'retry'; clientId: string }
  /** The turn is over without a reply (a voice note nobody transcribed): stop waiting. */
  | { type: 'settle' }
  /** Removes a message that is not kept (a recording the server refused, a shown-only fallback). */
  | { type: 'drop'; clientId: string };

export const initialChatState: ChatState = { messages: [], streaming: null, pending: false };

const sent = (m: ChatMessage): UiMessage => ({ ...m, status: 'sent' });

/** Puts `message` in place of the message with its client id (or id), or at the end. */
function upsert(messages: UiMessage[], message: UiMessage): UiMessage[] {
  const at = messages.findIndex((m) => m.id === message.id || (message.client_id !== null && m.client_id === message.client_id));
  if (at < 0) return [...messages, message];
  return messages.map((m, i) => (i === at ? message : m));
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'history':
      return { ...state, messages: action.messages.map(sent) };
    case 'send':
      return { messages: upsert(state.messages, action.message), streaming: '', pending: true };
    case 'stored':
      return { ...state, messages: upsert(state.messages, sent(action.message)) };
    case 'delta':
      return { ...state, streaming: (state.streaming ?? '') + action.text };
    case 'reply':
      return { messages: upsert(state.messages, sent(action.message)), streaming: null, pending: false };
    case 'failed':
      return {
        messages: state.messages.map((m) => (m.client_id === action.clientId ? { ...m, status: 'failed' } : m)),
        streaming: null,
        pending: false,
      };
    case 'retry':
      return {
        messages: state.messages
          .filter((m) => m.client_id !== `fallback-${action.clientId}`)
          .map((m) => (m.client_id === action.clientId ? { ...m, status: 'sending' } : m)),
        streaming: '',
        pending: true,
      };
    case 'settle':
      return { ...state, streaming: null, pending: false };
    case 'drop':
      return { ...state, messages: state.messages.filter((m) => m.client_id !== action.clientId) };
  }
}

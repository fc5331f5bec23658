import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@shared/schemas/mobile-chat';
import { chatReducer, initialChatState, type ChatState, type UiMessage } from './chat-state';

const message = (over: Partial<ChatMessage>): ChatMessage => ({
  id: crypto.randomUUID(),
  content: 'hi',
  role: 'user',
  timestamp: '2026-11-23T12:00:00.000Z',
  type: 'text',
  client_id: null,
  duration_ms: null,
  ...over,
});
const local = (clientId: string): UiMessage => ({ ...message({ id: clientId, client_id: clientId }), status: 'sending' });

describe('chatReducer', () => {
  it('replaces the local message by the stored one, streams the reply, then settles', () => {
    let state: ChatState = chatReducer(initialChatState, { type: 'send', message: local('c1') });
    expect(state).toMatchObject({ pending: true, streaming: '' });
    const stored = message({ client_id: 'c1' });
    state = chatReducer(state, { type: 'stored', message: stored });
    expect(state.messages).toEqual([{ ...stored, status: 'sent' }]);
    state = chatReducer(chatReducer(state, { type: 'delta', text: 'Hel' }), { type: 'delta', text: 'lo' });
    expect(state.streaming).toBe('Hello');
    const reply = message({ role: 'assistant', content: 'Hello', client_id: `reply-${stored.id}` });
    state = chatReducer(state, { type: 'reply', message: reply });
    expect(state).toEqual({
      messages: [
        { ...stored, status: 'sent' },
        { ...reply, status: 'sent' },
      ],
      streaming: null,
      pending: false,
    });
  });

  it('marks a failed send so it can be retried, and never duplicates a reply', () => {
    let state = chatReducer(initialChatState, { type: 'send', message: local('c2') });
    state = chatReducer(state, { type: 'failed', clientId: 'c2' });
    expect(state).toMatchObject({ pending: false, streaming: null, messages: [{ status: 'failed' }] });
    state = chatReducer(state, { type: 'retry', clientId: 'c2' });
    expect(state).toMatchObject({ pending: true, messages: [{ status: 'sending' }] });
    const reply = message({ role: 'assistant' });
    state = chatReducer(chatReducer(state, { type: 'reply', message: reply }), { type: 'reply', message: reply });
    expect(state.messages.filter((m) => m.id === reply.id)).toHaveLength(1);
  });

  it('settles a turn that ends without a reply', () => {
    const state = chatReducer(initialChatState, { type: 'send', message: local('c3') });
    expect(chatReducer(state, { type: 'settle' })).toMatchObject({ pending: false, streaming: null });
    expect(chatReducer(state, { type: 'drop', clientId: 'c3' }).messages).toEqual([]);
  });

  it('drops the shown-only fallback when the message is retried', () => {
    let state = chatReducer(initialChatState, { type: 'send', message: local('c4') });
    state = chatReducer(state, { type: 'reply', message: { ...local('fallback-c4'), role: 'assistant' } });
    state = chatReducer(state, { type: 'failed', clientId: 'c4' });
    expect(chatReducer(state, { type: 'retry', clientId: 'c4' }).messages.map((m) => m.client_id)).toEqual(['c4']);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { providers } from '../../../../../tests/dom-support/providers';
import type { UiMessage } from '../lib/chat-state';
import { MessageList } from './message-list';

const message = (role: UiMessage['role'], content: string, n: number): UiMessage => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  content,
  role,
  timestamp: '2026-12-02T09:00:00.000Z',
  type: 'text',
  client_id: null,
  duration_ms: null,
  status: 'sent',
});

/**
 * axe's listitem rule (the phone chat's finding, ADR 065): each message <li> sits in a list. An <ol> given
 * role="log" is a log, not a list, so the live region wraps the list instead.
 */
describe('the phone chat’s conversation', () => {
  it('keeps every message in a list, with the live log around it, while a reply streams', () => {
    const messages = [message('user', 'hello', 1), message('assistant', 'Hi! How was your day?', 2), message('user', 'long', 3)];
    render(<MessageList messages={messages} streaming="That sounds" name="Noor" onPrompt={() => {}} onRetry={() => {}} />, {
      wrapper: providers(undefined, '/chat'),
    });
    const log = screen.getByRole('log', { name: 'Conversation with Maya' });
    const list = screen.getByRole('list');
    expect(log.contains(list)).toBe(true);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    for (const item of items) expect(item.parentElement).toBe(list);
    expect(list.getAttribute('role')).toBeNull();
  });
});

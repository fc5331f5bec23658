import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { reply, stubFetch } from '../../../../../tests/dom-support/fetch-stub';
import { providers } from '../../../../../tests/dom-support/providers';
import { ReplyFeedback } from './reply-feedback';

vi.mock('sonner', () => ({ toast: vi.fn() }));

const PERSONALITY = {
  empathyLevel: 0.7,
  adaptability: 0.6,
  proactiveness: 0.3,
  emotionalIntelligence: 0.7,
  communicationStyle: 'warm',
  supportiveness: 0.8,
};
const REASON = 'You asked for less advice, so I ask fewer questions and suggest less.';

describe('feedback on one of Maya’s replies in the phone chat', () => {
  it('says what Maya changed under the reply, in a status line, and not in a toast over the header', async () => {
    const called = vi.fn();
    const server = stubFetch({
      'POST /api/mobile-chat/companion/feedback': ({ body }) => (called(body), reply(200, { personality: PERSONALITY, reason: REASON })),
    });
    render(<ReplyFeedback messageId="00000000-0000-4000-8000-000000000001" />, { wrapper: providers(undefined, '/chat') });
    expect(screen.getByRole('status', { name: 'What Maya changed' }).textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Less advice' }));
    await waitFor(() => expect(screen.getByRole('status', { name: 'What Maya changed' }).textContent).toBe(REASON));
    expect(server.to('POST /api/mobile-chat/companion/feedback')).toHaveLength(1);
    expect(called).toHaveBeenCalledWith({ kind: 'too_proactive', message_id: '00000000-0000-4000-8000-000000000001' });
    expect(toast).not.toHaveBeenCalled();
  });
});

import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { OPT_IN_REFUSALS } from '@shared/domain/handoff/phone';
import { deferredReply, reply, stubFetch, type StubHandler } from '../../../../../tests/dom-support/fetch-stub';
import { providers } from '../../../../../tests/dom-support/providers';
import { CONNECT_TOASTS } from '../lib/connect-messages';
import { ConnectChatScreen } from './connect-chat-screen';

const HINT = '+•••••••8900';
const notStarted = () => reply(200, { status: 'not_started', phone_hint: null });
const sent = () => reply(200, { status: 'verification_sent', phone_hint: HINT });

function renderScreen(handlers: Record<string, StubHandler>) {
  const server = stubFetch(handlers);
  render(<ConnectChatScreen stepsDone={[1, 2, 3]} />, { wrapper: providers(undefined, '/connect-chat') });
  return server;
}

const typeNumber = (value: string) => fireEvent.change(screen.getByLabelText('WhatsApp number'), { target: { value } });
const sendButton = () => screen.getByRole('button', { name: 'Send Verification' });

beforeEach(() => {
  vi.spyOn(toast, 'error');
  vi.spyOn(toast, 'success');
});

describe('ConnectChatScreen', () => {
  it('checks the connection first, then asks for the number when none is connected', async () => {
    const status = deferredReply();
    renderScreen({ 'GET /api/connect/status': status.handler });
    expect(screen.getByText('Checking your connection')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    status.release(notStarted());
    expect(await screen.findByRole('heading', { name: 'Connect WhatsApp' })).toBeTruthy();
  });

  it('starts from the number form when the status cannot be read', async () => {
    renderScreen({ 'GET /api/connect/status': () => reply(500) });
    expect(await screen.findByRole('heading', { name: 'Connect WhatsApp' })).toBeTruthy();
  });

  it('sends the verification to the normalised number once it is valid, then waits for the reply', async () => {
    const server = renderScreen({ 'GET /api/connect/status': notStarted, 'POST /api/connect/opt-in': sent });
    await screen.findByRole('heading', { name: 'Connect WhatsApp' });
    typeNumber('+0 234 567');
    expect((sendButton() as HTMLButtonElement).disabled).toBe(true);
    typeNumber('+1 (234) 567-8900');
    fireEvent.click(sendButton());
    expect(await screen.findByRole('heading', { name: 'Verification sent' })).toBeTruthy();
    expect(screen.getByText(HINT)).toBeTruthy();
    expect(server.to('POST /api/connect/opt-in').map((r) => r.body)).toEqual([{ phone_number: '+12345678900' }]);
    expect(toast.success).toHaveBeenCalledWith('Verification sent', { description: `Check your messages at ${HINT}.` });
  });

  it('keeps the form and says why when the number belongs to someone else', async () => {
    renderScreen({ 'GET /api/connect/status': notStarted, 'POST /api/connect/opt-in': () => reply(409, { message: 'taken' }) });
    await screen.findByRole('heading', { name: 'Connect WhatsApp' });
    typeNumber('+12345678900');
    fireEvent.click(sendButton());
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(OPT_IN_REFUSALS.numberTaken.title, { description: OPT_IN_REFUSALS.numberTaken.description }),
    );
    expect(screen.getByRole('heading', { name: 'Connect WhatsApp' })).toBeTruthy();
  });

  it('picks up a verification sent before a reload; without the full number it offers a new one', async () => {
    renderScreen({ 'GET /api/connect/status': sent });
    expect(await screen.findByRole('heading', { name: 'Verification sent' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Send a new verification' }));
    expect(await screen.findByRole('heading', { name: 'Connect WhatsApp' })).toBeTruthy();
  });

  it('shows a connected number and sends the test message, with a toast when it fails', async () => {
    let attempt = 0;
    const server = renderScreen({
      'GET /api/connect/status': () => reply(200, { status: 'connected', phone_hint: HINT }),
      'POST /api/connect/test-message': () => (++attempt === 1 ? reply(200, { ok: true }) : reply(502)),
    });
    expect(await screen.findByRole('heading', { name: 'WhatsApp connected' })).toBeTruthy();
    const sendTest = screen.getByRole('button', { name: /test message/i });
    fireEvent.click(sendTest);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Test message sent', expect.anything()));
    fireEvent.click(sendTest);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith(CONNECT_TOASTS.testFailed.title, { description: CONNECT_TOASTS.testFailed.description }),
    );
    expect(server.to('POST /api/connect/test-message')).toHaveLength(2);
  });
});

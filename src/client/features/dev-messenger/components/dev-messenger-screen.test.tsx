import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { reply, stubFetch } from '../../../../../tests/dom-support/fetch-stub';
import { providers } from '../../../../../tests/dom-support/providers';
import type { DevChat } from '@shared/schemas/messenger';
import { DEV_CHAT_POLL_MS } from '../api/get-dev-chat';
import { DevMessengerScreen } from './dev-messenger-screen';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

type Message = DevChat['messages'][number];
const at = '2026-11-27T10:00:00.000Z';
const maya = (id: number, text: string, over: Partial<Message> = {}): Message => ({
  id,
  from: 'maya',
  text,
  buttons: [],
  document: null,
  status: 'sent',
  at,
  ...over,
});
const you = (id: number, text: string): Message => ({ ...maya(id, text), from: 'you' });
/** The chat as the API answers it; nothing waits for the inbox unless said. */
const chatOf = (messages: Message[], over: Partial<DevChat> = {}): DevChat => ({
  connected: true,
  messages,
  waiting: false,
  answers: [],
  ...over,
});
const ICS = { filename: 'maya-date.ics', mime_type: 'text/calendar', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' };

const renderScreen = (signedIn = true) => render(<DevMessengerScreen signedIn={signedIn} />, { wrapper: providers() });

describe('/dev/messenger, the embedded messaging app (issue 32)', () => {
  it('connects a chat that is not connected yet, then shows the welcome', async () => {
    const server = stubFetch({
      'GET /api/dev/messenger': () => reply(200, chatOf([], { connected: false })),
      'POST /api/dev/messenger/connect': () => reply(200, chatOf([maya(1, "You're connected!")])),
    });
    renderScreen();
    fireEvent.click(await screen.findByRole('button', { name: 'Connect this chat' }));
    const log = await screen.findByRole('log', { name: 'Messages with Maya' });
    expect(log.getAttribute('aria-live')).toBe('polite');
    expect(await within(log).findByText("You're connected!")).toBeTruthy();
    expect(server.to('POST /api/dev/messenger/connect')).toHaveLength(1);
  });

  it("sends a line with a client id, shows it at once, then Maya's delivered reply but not her queued one", async () => {
    let messages: Message[] = [maya(1, 'Welcome')];
    const server = stubFetch({
      'GET /api/dev/messenger': () => reply(200, chatOf(messages)),
      'POST /api/dev/messenger/messages': (req) => {
        const { text } = req.body as { text: string };
        messages = [...messages, you(2, text), maya(3, 'Hi! How are you?'), maya(4, 'Still in the outbox', { status: 'pending' })];
        return reply(200, chatOf(messages));
      },
    });
    renderScreen();
    const box = await screen.findByLabelText('Message Maya');
    fireEvent.change(box, { target: { value: 'hi' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await screen.findByText('Hi! How are you?')).toBeTruthy();
    expect(screen.getByText('hi')).toBeTruthy();
    expect(screen.queryByText('Still in the outbox')).toBeNull();
    expect(screen.getByTestId('maya-typing')).toBeTruthy();
    const [sent] = server.to('POST /api/dev/messenger/messages');
    expect(sent!.body).toMatchObject({ text: 'hi', client_id: expect.stringMatching(/^[\w-]{8,64}$/) });
    expect((box as HTMLTextAreaElement).value).toBe('');
  });

  it("taps a button with its data, shows the answer's words once it arrives, below the header, and offers Maya's invitation as a file", async () => {
    const card = maya(1, 'Ana, 30, would like to meet you', {
      buttons: [
        [
          { label: 'Approve', data: 'p:ab12:a' },
          { label: 'Pass', data: 'p:ab12:p' },
        ],
        [{ label: 'Tell me more', data: 'p:ab12:m' }],
      ],
    });
    const invite = maya(2, 'Your date is set', { document: ICS });
    // A tap made before this page opened: its answer is never shown again.
    const older = { client_id: 'older-tap-0001', callback_text: 'Passed' };
    let tapped: string | null = null;
    const server = stubFetch({
      'GET /api/dev/messenger': () =>
        tapped
          ? reply(200, chatOf([card, you(3, '[p:ab12:a]'), invite], { answers: [{ client_id: tapped, callback_text: 'Approved' }, older] }))
          : reply(200, chatOf([card, invite], { answers: [older] })),
      // The POST answers before the inbox works the tap: no answer yet, Maya still to answer.
      'POST /api/dev/messenger/buttons': (req) => {
        tapped = (req.body as { client_id: string }).client_id;
        return reply(200, chatOf([card, you(3, '[p:ab12:a]'), invite], { waiting: true, answers: [older] }));
      },
    });
    renderScreen();
    const answers = await screen.findByRole('group', { name: 'Answers to Maya' });
    expect(
      within(answers)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Approve', 'Pass', 'Tell me more']);
    fireEvent.click(within(answers).getByRole('button', { name: 'Approve' }));
    const log = screen.getByRole('log', { name: 'Messages with Maya' });
    const answer = within(log.parentElement!).getByRole('status');
    await waitFor(() => expect(answer.textContent).toBe('Approved'), { timeout: 5000 });
    expect(screen.getByRole('banner').contains(answer)).toBe(false);
    expect(toast).not.toHaveBeenCalled();
    expect(server.to('POST /api/dev/messenger/buttons')[0]!.body).toMatchObject({ data: 'p:ab12:a' });
    // The chat's copy of the tap reads as the button's label, not its data.
    expect(await screen.findByText('You tapped “Approve”')).toBeTruthy();
    expect(screen.queryByText('[p:ab12:a]')).toBeNull();

    const file = screen.getByRole('link', { name: /Date invitation \(\.ics\)/ });
    expect(file.getAttribute('download')).toBe('maya-date.ics');
    expect(decodeURIComponent(file.getAttribute('href')!.split(',')[1]!)).toBe(ICS.content);
  });

  it('polls, so a message the background queued appears without a reload', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'], shouldAdvanceTime: true });
    let messages: Message[] = [maya(1, 'Welcome')];
    const server = stubFetch({ 'GET /api/dev/messenger': () => reply(200, chatOf(messages)) });
    renderScreen();
    await screen.findByText('Welcome');
    messages = [...messages, maya(2, 'I found someone you might like')];
    await vi.advanceTimersByTimeAsync(DEV_CHAT_POLL_MS);
    expect(await screen.findByText('I found someone you might like')).toBeTruthy();
    expect(server.to('GET /api/dev/messenger').length).toBeGreaterThanOrEqual(2);
  });

  it('says the embedded messenger is off when the API is not there (another sign-in provider), and asks no more', async () => {
    const server = stubFetch({ 'GET /api/dev/messenger': () => reply(404, { code: 'not_found', message: 'No route' }) });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'The embedded messenger is off' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open your Maya page' }).getAttribute('href')).toBe('/done');
    expect(server.to('GET /api/dev/messenger')).toHaveLength(1);
  });

  it('offers a sign-in link to a signed-out visitor and reads nothing', () => {
    const server = stubFetch({});
    renderScreen(false);
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/auth');
    expect(server.requests).toHaveLength(0);
  });
});

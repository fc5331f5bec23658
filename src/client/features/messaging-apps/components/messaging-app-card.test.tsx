import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { reply, stubFetch } from '../../../../../tests/dom-support/fetch-stub';
import { providers } from '../../../../../tests/dom-support/providers';
import type { MessengerChannel, MessengerConnections } from '@shared/schemas/messenger';
import { MessagingAppCard } from './messaging-app-card';

vi.mock('sonner', () => ({ toast: Object.assign(vi.fn(), { error: vi.fn(), success: vi.fn() }) }));

const LINK = 'https://t.me/MayaBot?start=abcdefghijklmnop';
const link = (channel: MessengerChannel, preferred: boolean, status: 'connected' | 'disconnected' = 'connected', waiting = 0) => ({
  channel,
  status,
  preferred,
  connected_at: '2026-11-27T10:00:00.000Z',
  time_zone: 'Europe/Lisbon',
  waiting,
});
const view = (
  connections: MessengerConnections['connections'],
  telegram_link: string | null = LINK,
  dev_chat = false,
): MessengerConnections => ({
  connections,
  telegram_link,
  dev_chat,
});

const renderCard = () => render(<MessagingAppCard />, { wrapper: providers() });

describe("'Maya in your messaging app' (issue 32)", () => {
  it("shows Telegram's one-time deep link with its QR code, and WhatsApp's verification, when nothing is connected", async () => {
    stubFetch({ 'GET /api/messenger/connections': () => reply(200, view([])) });
    renderCard();
    const telegram = await screen.findByRole('listitem', { name: 'Telegram' });
    expect(within(telegram).getByText('Not connected')).toBeTruthy();
    expect(
      within(telegram)
        .getByRole('link', { name: /Open Telegram/ })
        .getAttribute('href'),
    ).toBe(LINK);
    expect(await within(telegram).findByRole('img', { name: 'QR code that opens Maya in Telegram' })).toBeTruthy();
    const whatsapp = screen.getByRole('listitem', { name: 'WhatsApp' });
    expect(within(whatsapp).getByRole('link', { name: 'Verify your WhatsApp number' }).getAttribute('href')).toBe('/connect-chat');
    expect(screen.queryByRole('group', { name: 'Maya writes to' })).toBeNull();
    expect(screen.getByText('Connect a chat below and Maya writes to you there.')).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'Development chat' })).toBeNull();
  });

  it('says Telegram is not set up when the server has no bot, and offers the development chat when it has one', async () => {
    stubFetch({
      'GET /api/messenger/connections': () => reply(200, view([link('dev', true)], null, true)),
    });
    renderCard();
    expect(await screen.findByText("Telegram isn't set up on this server.")).toBeTruthy();
    const dev = await screen.findByRole('listitem', { name: 'Development chat' });
    expect(within(dev).getByText('Connected')).toBeTruthy();
    expect(within(dev).getByRole('link', { name: 'Open the development chat' }).getAttribute('href')).toBe('/dev/messenger');
  });

  it('says how many messages wait for the person to write on WhatsApp (its 24-hour window), and nothing when none do', async () => {
    stubFetch({ 'GET /api/messenger/connections': () => reply(200, view([link('whatsapp', true, 'connected', 3)])) });
    renderCard();
    const whatsapp = await screen.findByRole('listitem', { name: 'WhatsApp' });
    expect(within(whatsapp).getByText(/^3 messages from Maya are waiting for you on WhatsApp\..*to get them\.$/)).toBeTruthy();
  });

  it('says nothing of waiting messages when none wait', async () => {
    stubFetch({ 'GET /api/messenger/connections': () => reply(200, view([link('whatsapp', true)])) });
    renderCard();
    const whatsapp = await screen.findByRole('listitem', { name: 'WhatsApp' });
    expect(within(whatsapp).queryByText(/waiting for you/)).toBeNull();
  });

  it('chooses where Maya writes among the connected chats', async () => {
    const server = stubFetch({
      'GET /api/messenger/connections': () => reply(200, view([link('telegram', true), link('whatsapp', false)])),
      'PUT /api/messenger/preferred': () => reply(200, view([link('telegram', false), link('whatsapp', true)])),
    });
    renderCard();
    const group = await screen.findByRole('group', { name: 'Maya writes to' });
    expect((within(group).getByRole('radio', { name: 'Telegram' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(group).getByRole('radio', { name: 'WhatsApp' }));
    await waitFor(() => expect((within(group).getByRole('radio', { name: 'WhatsApp' }) as HTMLInputElement).checked).toBe(true));
    expect(server.to('PUT /api/messenger/preferred')[0]!.body).toEqual({ channel: 'whatsapp' });
  });

  it('disconnects a chat after one confirmation, and Keep it changes nothing', async () => {
    const server = stubFetch({
      'GET /api/messenger/connections': () => reply(200, view([link('telegram', true)])),
      'POST /api/messenger/disconnect': () => reply(200, view([link('telegram', false, 'disconnected')])),
    });
    renderCard();
    fireEvent.click(await screen.findByRole('button', { name: 'Disconnect Telegram' }));
    const confirm = screen.getByRole('button', { name: 'Yes, disconnect' });
    expect(document.activeElement).toBe(confirm);
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(server.to('POST /api/messenger/disconnect')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Disconnect Telegram' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, disconnect' }));
    const telegram = screen.getByRole('listitem', { name: 'Telegram' });
    expect(await within(telegram).findByText('Disconnected')).toBeTruthy();
    expect(server.to('POST /api/messenger/disconnect')[0]!.body).toEqual({ channel: 'telegram' });
    expect(within(telegram).getByRole('link', { name: /Open Telegram/ })).toBeTruthy();
  });
});

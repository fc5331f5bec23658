import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTelegramTransport } from '../../src/server/modules/channels/testing';
import { fakeTelegramApi, TELEGRAM_SECRET, TELEGRAM_TOKEN, type FakeTelegramApi } from './helpers/fake-telegram-api';

describe('the Telegram transport against a local Bot API', () => {
  let fake: FakeTelegramApi;
  let transport: ReturnType<typeof createTelegramTransport>;
  beforeAll(async () => {
    fake = await fakeTelegramApi();
    transport = createTelegramTransport({ token: TELEGRAM_TOKEN, secret: TELEGRAM_SECRET, apiRoot: fake.url });
  });
  beforeEach(() => {
    fake.calls.length = 0;
    fake.heal();
  });
  afterAll(async () => fake?.close());

  const card = { channel: 'telegram' as const, address: '42', text: 'Meet Ben, 34, Zurich.' };

  it('sends a message with its buttons as an inline keyboard, and returns the message id', async () => {
    const buttons = [
      [
        { label: 'Approve', data: 'approve:p1' },
        { label: 'Pass', data: 'pass:p1' },
      ],
      [{ label: 'Tell me more', data: 'more:p1' }],
    ];
    const sent = await transport.send({ ...card, buttons });
    expect(sent).toEqual({ ok: true, providerId: expect.stringMatching(/^\d+$/) });
    expect(fake.calls).toMatchObject([
      {
        method: 'sendMessage',
        params: {
          chat_id: '42',
          text: card.text,
          reply_markup: {
            inline_keyboard: [
              [
                { text: 'Approve', callback_data: 'approve:p1' },
                { text: 'Pass', callback_data: 'pass:p1' },
              ],
              [{ text: 'Tell me more', callback_data: 'more:p1' }],
            ],
          },
        },
      },
    ]);
  });

  it('refuses, without calling Telegram, a button whose data is over 64 bytes (bytes, not characters)', async () => {
    const tooLong = 'é'.repeat(33); // 33 characters, 66 bytes
    expect(await transport.send({ ...card, buttons: [[{ label: 'Approve', data: tooLong }]] })).toMatchObject({
      ok: false,
      permanent: true,
    });
    expect(await transport.send({ ...card, buttons: [[{ label: 'Approve', data: 'a'.repeat(64) }]] })).toMatchObject({ ok: true });
    expect(fake.calls.map((c) => c.method)).toEqual(['sendMessage']);
  });

  it('sends a document as a file upload, the text as its caption', async () => {
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR';
    const sent = await transport.send({
      ...card,
      text: 'Thursday at 19:30',
      document: { filename: 'date.ics', mimeType: 'text/calendar', content: ics },
    });
    expect(sent).toMatchObject({ ok: true });
    expect(fake.calls).toMatchObject([
      {
        method: 'sendDocument',
        params: { chat_id: '42', caption: 'Thursday at 19:30' },
        files: { document: { filename: 'date.ics', content: ics } },
      },
    ]);
  });

  it('sends a text too long for a caption as its own message first, then the document with the buttons', async () => {
    const long = 'x'.repeat(1025);
    const buttons = [[{ label: 'Cancel', data: 'cancel:d1' }]];
    const document = { filename: 'date.ics', mimeType: 'text/calendar', content: 'BEGIN:VCALENDAR' };
    expect(await transport.send({ ...card, text: long, buttons, document })).toMatchObject({ ok: true });
    expect(fake.calls).toMatchObject([
      { method: 'sendMessage', params: { text: long } },
      { method: 'sendDocument', params: { reply_markup: { inline_keyboard: [[{ callback_data: 'cancel:d1' }]] } } },
    ]);
    expect(fake.calls[1]?.params).not.toHaveProperty('caption');
  });

  it("turns a 429 into a retry after Telegram's own retry_after", async () => {
    fake.fail({ status: 429, retryAfter: 7 }, 1);
    expect(await transport.send(card)).toEqual({ ok: false, error: expect.stringContaining('429'), retryAfterSeconds: 7 });
    expect(await transport.send(card)).toMatchObject({ ok: true });
  });

  it('marks a blocked bot (403) and an unknown chat (400) permanent, a 500 and a server that is down retryable', async () => {
    fake.blocked.add('43');
    fake.unknownChats.add('44');
    expect(await transport.send({ ...card, address: '43' })).toMatchObject({
      ok: false,
      permanent: true,
      error: expect.stringContaining('blocked'),
    });
    expect(await transport.send({ ...card, address: '44' })).toMatchObject({
      ok: false,
      permanent: true,
      error: expect.stringContaining('chat not found'),
    });
    fake.fail({ status: 500 }, 1);
    const serverError = await transport.send(card);
    expect(serverError).toMatchObject({ ok: false, error: expect.stringContaining('500') });
    expect(serverError).not.toHaveProperty('permanent');
    await fake.goDown();
    try {
      const down = await transport.send(card);
      expect(down).toMatchObject({ ok: false, error: expect.stringContaining('unreachable') });
      expect(down).not.toHaveProperty('permanent');
      expect(JSON.stringify(down)).not.toContain(TELEGRAM_TOKEN);
    } finally {
      await fake.comeBack();
    }
    expect(await transport.send(card)).toMatchObject({ ok: true });
  });

  it('answers a callback query with its text, and registers the webhook with the secret and the updates Maya reads', async () => {
    expect(await transport.answerCallbackQuery('cb-1', 'Approved')).toEqual({ ok: true });
    expect(await transport.registerWebhook('https://maya.app/api/webhooks/telegram')).toEqual({ ok: true });
    expect(await transport.fetchUsername()).toEqual({ ok: true, providerId: 'maya_fake_bot' });
    expect(fake.calls).toMatchObject([
      { method: 'answerCallbackQuery', params: { callback_query_id: 'cb-1', text: 'Approved' } },
      {
        method: 'setWebhook',
        params: {
          url: 'https://maya.app/api/webhooks/telegram',
          secret_token: TELEGRAM_SECRET,
          allowed_updates: ['message', 'callback_query'],
        },
      },
      { method: 'getMe' },
    ]);
  });
});

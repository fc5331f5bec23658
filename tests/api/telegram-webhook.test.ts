import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/server/app';
import type { InboundEvent, InboundHandler } from '../../src/server/modules/channels';
import { getTestDatabase, resetDatabase, testDriver } from '../setup/test-db';
import { countingDatabase } from './helpers/counting-db';
import { fakeTelegramApi, TELEGRAM_SECRET, type FakeTelegramApi } from './helpers/fake-telegram-api';
import { callbackUpdate, postUpdate, telegramConfig, textUpdate } from './helpers/telegram-updates';
import { drainInbox, fakeClock } from './helpers/messenger';
import { createTestApp, ORIGIN, testConfig } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

describe(`the Telegram webhook on ${testDriver()}`, () => {
  let fake: FakeTelegramApi;
  let app: FastifyInstance;
  let queries: string[];
  const received: InboundEvent[] = [];
  const receive = vi.fn<InboundHandler>(async (event) => {
    received.push(event);
    return { callbackText: event.button ? 'Approved' : undefined };
  });

  const clock = fakeClock();
  /** The next store fails as if the database connection dropped under it. */
  let dropNextInsert = false;

  beforeAll(async () => {
    fake = await fakeTelegramApi();
    const handle = await getTestDatabase();
    await resetDatabase(handle);
    const counting = countingDatabase(handle);
    queries = counting.queries;
    const db = new Proxy(counting.db, {
      get(target, prop, receiver) {
        if (prop === 'insert' && dropNextInsert) {
          dropNextInsert = false;
          return () => {
            throw Object.assign(new Error('Connection terminated unexpectedly'), { code: '08006' });
          };
        }
        return Reflect.get(target, prop, receiver);
      },
    });
    app = await buildApp({ config: testConfig(telegramConfig(fake.url)), db, inbound: receive, messenger: { now: clock.now } });
    await app.ready();
  });
  beforeEach(() => {
    received.length = 0;
    receive.mockClear();
  });
  afterAll(async () => {
    await app?.close();
    await fake?.close();
  });

  it('registers the webhook at start-up: getMe, then setWebhook with the secret and the updates Maya reads', async () => {
    const [registration] = await fake.waitFor('setWebhook');
    expect(registration?.params).toEqual({
      url: `${ORIGIN}/api/webhooks/telegram`,
      secret_token: TELEGRAM_SECRET,
      allowed_updates: ['message', 'callback_query'],
    });
    expect(fake.calls.slice(0, 2).map((c) => c.method)).toEqual(['getMe', 'setWebhook']);
  });

  it('refuses an update without the secret (401) or with a wrong one (403): nothing handled, nothing read or stored', async () => {
    await fake.waitFor('setWebhook');
    queries.length = 0;
    const missing = await postUpdate(app, textUpdate(1, 42, 'hi'), null);
    expect(missing.statusCode).toBe(401);
    expect(missing.json()).toEqual({ code: 'missing_secret', message: expect.any(String) });
    for (const wrong of [`${TELEGRAM_SECRET.slice(0, -1)}x`, 'short', `${TELEGRAM_SECRET}-longer`]) {
      const forged = await postUpdate(app, textUpdate(2, 42, 'hi'), wrong);
      expect(forged.statusCode).toBe(403);
      expect(forged.json()).toEqual({ code: 'bad_secret', message: expect.any(String) });
    }
    // The body is never parsed: a forged request is refused for its secret, not for its body.
    const unparsable = await app.inject({
      method: 'POST',
      url: '/api/webhooks/telegram',
      headers: { 'content-type': 'application/json', 'x-telegram-bot-api-secret-token': 'wrong' },
      payload: '{"cut off": ',
    });
    expect(unparsable.statusCode).toBe(403);
    expect(receive).not.toHaveBeenCalled();
    expect(queries).toEqual([]);
  });

  it('declares its refusals in the OpenAPI document: 401 and 403 for the secret, 429 for the rate limit', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const responses = Object.keys(doc.paths['/api/webhooks/telegram'].post.responses);
    expect(responses).toEqual(expect.arrayContaining(['200', '400', '401', '403', '413', '415', '429', '503']));
  });

  it('stores a good text update and answers at once; the inbox hands it to the conversation once, a replay nothing', async () => {
    const res = await postUpdate(app, textUpdate(10, 42, 'do you know where I live?'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(received).toEqual([]);
    await drainInbox(app);
    expect(received).toEqual([{ channel: 'telegram', address: '42', updateId: '10', firstName: 'Ana', text: 'do you know where I live?' }]);
    expect((await postUpdate(app, textUpdate(10, 42, 'do you know where I live?'))).statusCode).toBe(200);
    expect(await drainInbox(app)).toBe(0);
    expect(received).toHaveLength(1);
  });

  it("answers a tapped button with answerCallbackQuery and the conversation's text", async () => {
    const before = fake.callsOf('answerCallbackQuery').length;
    const res = await postUpdate(app, callbackUpdate(11, 42, 'approve:p1'));
    expect(res.statusCode).toBe(200);
    await drainInbox(app);
    expect(received).toMatchObject([{ updateId: '11', button: { data: 'approve:p1', callbackId: 'cb11' } }]);
    expect(fake.callsOf('answerCallbackQuery').slice(before)).toMatchObject([{ params: { callback_query_id: 'cb11', text: 'Approved' } }]);
  });

  it('answers the button at once without words when the conversation fails, then retries the update silently', async () => {
    const before = fake.callsOf('answerCallbackQuery').length;
    receive.mockRejectedValueOnce(new Error('the conversation broke'));
    const res = await postUpdate(app, callbackUpdate(12, 42, 'pass:p1'));
    expect(res.statusCode).toBe(200);
    await drainInbox(app);
    const answered = fake.callsOf('answerCallbackQuery').slice(before);
    expect(answered).toMatchObject([{ params: { callback_query_id: 'cb12' } }]);
    expect(answered[0]?.params).not.toHaveProperty('text');
    clock.advance(2000);
    await drainInbox(app);
    expect(receive.mock.calls.map(([event]) => event.updateId)).toEqual(['12', '12']);
    // Answered once: the retry that succeeded says nothing more to Telegram.
    expect(fake.callsOf('answerCallbackQuery').slice(before)).toHaveLength(1);
  });

  it('answers 503 when the database connection dropped under the store, so Telegram delivers the update again, stored once', async () => {
    dropNextInsert = true;
    const res = await postUpdate(app, callbackUpdate(15, 42, 'more:p1'));
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'database_unavailable' });
    expect((await postUpdate(app, callbackUpdate(15, 42, 'more:p1'))).statusCode).toBe(200);
    await drainInbox(app);
    expect(received.map((e) => e.updateId)).toEqual(['15']);
    expect(fake.callsOf('answerCallbackQuery').at(-1)).toMatchObject({ params: { callback_query_id: 'cb15', text: 'Approved' } });
  });

  it('acknowledges what Maya does not read (a sticker, an edit) without handing it on', async () => {
    const sticker = { update_id: 13, message: { ...textUpdate(13, 42, '').message, text: undefined, sticker: { file_id: 's' } } };
    const edit = { update_id: 14, edited_message: textUpdate(14, 42, 'edited').message };
    for (const update of [sticker, edit]) expect((await postUpdate(app, update)).statusCode).toBe(200);
    expect(await drainInbox(app)).toBe(0);
    expect(receive).not.toHaveBeenCalled();
  });

  it("stops the spinner of a button Maya does not read (a game's) at once, storing nothing", async () => {
    const game = {
      update_id: 16,
      callback_query: { ...callbackUpdate(16, 42, '').callback_query!, data: undefined, game_short_name: 'g' },
    };
    expect((await postUpdate(app, game)).statusCode).toBe(200);
    expect(fake.callsOf('answerCallbackQuery').at(-1)).toMatchObject({ params: { callback_query_id: 'cb16' } });
    expect(await drainInbox(app)).toBe(0);
    expect(receive).not.toHaveBeenCalled();
  });
});

describe(`Telegram at start-up on ${testDriver()}`, () => {
  const closers: (() => unknown)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  it('is not there without TELEGRAM_BOT_TOKEN: no route, no call', async () => {
    const app = await createTestApp();
    closers.push(() => app.close());
    expect((await postUpdate(app, textUpdate(1, 42, 'hi'))).statusCode).toBe(404);
  });

  it('starts, and takes updates, while Telegram is unreachable', async () => {
    const fake = await fakeTelegramApi();
    closers.push(() => fake.close());
    await fake.goDown();
    const receive = vi.fn<InboundHandler>(async () => ({}));
    const app = await createTestApp(telegramConfig(fake.url), { inbound: receive });
    closers.unshift(() => app.close());
    expect((await postUpdate(app, textUpdate(20, 42, 'hello'))).statusCode).toBe(200);
    await drainInbox(app);
    expect(receive).toHaveBeenCalledOnce();
    expect(fake.calls).toEqual([]);
  });

  it("takes a busy bot's updates past the per-address limit, while forged ones from the same address are limited", async () => {
    const fake = await fakeTelegramApi();
    closers.push(() => fake.close());
    const receive = vi.fn<InboundHandler>(async () => ({}));
    const app = await createTestApp({ ...telegramConfig(fake.url), RATE_LIMIT_MAX: '5' }, { inbound: receive });
    closers.unshift(() => app.close());
    const statuses = [];
    for (let i = 0; i < 12; i++) statuses.push((await postUpdate(app, textUpdate(100 + i, 42, `hello ${i}`))).statusCode);
    expect(statuses).toEqual(Array(12).fill(200));
    await drainInbox(app);
    expect(receive).toHaveBeenCalledTimes(12);
    const forged = [];
    for (let i = 0; i < 7; i++) forged.push((await postUpdate(app, textUpdate(200 + i, 42, 'hi'), 'wrong-secret')).statusCode);
    expect(forged.slice(0, 5)).toEqual(Array(5).fill(403));
    expect(forged.slice(5)).toEqual([429, 429]);
  });
});

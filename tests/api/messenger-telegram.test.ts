import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { fakeTelegramApi, type FakeTelegramApi } from './helpers/fake-telegram-api';
import { deliverAll, fakeClock, userIdOf } from './helpers/messenger';
import { signIn } from './helpers/sign-in';
import { telegramConfig, postUpdate, textUpdate } from './helpers/telegram-updates';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const CHAT = 555;

describe(`Maya on Telegram, through the webhook and the Bot API (a local fake) on ${testDriver()}`, () => {
  let app: FastifyInstance;
  let fake: FakeTelegramApi;
  afterEach(async () => {
    await app?.close();
    await fake?.close();
  });

  async function connected() {
    const clock = fakeClock();
    fake = await fakeTelegramApi();
    app = await createTestApp(telegramConfig(fake.url), { messenger: { now: clock.now } });
    const ada = await signIn(app);
    const link = (await ada.request({ method: 'GET', url: '/api/messenger/connections' })).json().telegram_link as string;
    expect((await postUpdate(app, textUpdate(1, CHAT, `/start ${new URL(link).searchParams.get('start')}`))).statusCode).toBe(200);
    await deliverAll(app, clock);
    const texts = () => fake.callsOf('sendMessage').map((c) => String(c.params.text));
    expect(texts()).toEqual([expect.stringMatching(/connected/)]);
    return { clock, ada, texts };
  }

  it('binds the chat by its deep link, answers as the companion, and processes a replayed update once', async () => {
    const { clock, texts } = await connected();
    await postUpdate(app, textUpdate(2, CHAT, 'I live in Lisbon'));
    await postUpdate(app, textUpdate(2, CHAT, 'I live in Lisbon'));
    await deliverAll(app, clock);
    await postUpdate(app, textUpdate(3, CHAT, 'where do I live?'));
    await deliverAll(app, clock);
    expect(texts()).toHaveLength(3);
    expect(texts().at(-1)).toContain('Lisbon');
    expect(fake.callsOf('sendMessage').every((c) => String(c.params.chat_id) === String(CHAT))).toBe(true);
  });

  it('keeps every message through a Bot API outage and delivers them in order once it is back', async () => {
    const { clock, ada, texts } = await connected();
    await fake.goDown();
    for (const n of [1, 2, 3]) await app.messenger.notify(userIdOf(ada), { text: `news ${n}` });
    for (let tick = 0; tick < 60; tick++) {
      await app.messenger.deliverDue(clock.now());
      clock.advance(500);
    }
    expect(texts()).toHaveLength(1);
    await fake.comeBack();
    // The backoff after 30 s of failures is about a minute at most: ten minutes of ticks are plenty.
    for (let tick = 0; tick < 600 && texts().length < 4; tick++) {
      await app.messenger.deliverDue(clock.now());
      clock.advance(1000);
    }
    expect(texts().slice(1)).toEqual(['news 1', 'news 2', 'news 3']);
  });

  it('disconnects the chat when the person blocked the bot', async () => {
    const { clock, ada } = await connected();
    fake.blocked.add(String(CHAT));
    await app.messenger.notify(userIdOf(ada), { text: 'are you there?' });
    await deliverAll(app, clock);
    const { db } = await getTestDatabase();
    const [link] = await db
      .select()
      .from(t.messengerLinks)
      .where(eq(t.messengerLinks.userId, userIdOf(ada)));
    expect(link!.status).toBe('disconnected');
  });
});

import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { acceptAndWork, deliverAll, fakeClock, fakeTransport, userIdOf } from './helpers/messenger';
import { signIn } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const count = async (table: typeof t.outbox | typeof t.chatMessages | typeof t.messengerLinks) => {
  const { db } = await getTestDatabase();
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(table);
  return row!.n;
};

describe(`connecting a Telegram chat and processing updates once on ${testDriver()}`, () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  async function start() {
    const clock = fakeClock();
    const telegram = fakeTransport('telegram', clock);
    app = await createTestApp({}, { messenger: { now: clock.now, transports: { telegram: telegram.transport } } });
    const ada = await signIn(app);
    const connections = async () => (await ada.request({ method: 'GET', url: '/api/messenger/connections' })).json();
    return { clock, telegram, ada, connections };
  }

  it('binds a chat with a deep link once; the second use is refused with how to get a new one', async () => {
    const { clock, telegram, ada, connections } = await start();
    const { telegram_link } = await connections();
    const token = new URL(telegram_link).searchParams.get('start')!;
    expect(telegram_link).toMatch(/^https:\/\/t\.me\/\w+\?start=/);
    await acceptAndWork(app, { channel: 'telegram', address: '1001', updateId: '1', startToken: token });
    await acceptAndWork(app, { channel: 'telegram', address: '2002', updateId: '2', startToken: token });
    await deliverAll(app, clock);
    expect(telegram.textsTo('1001')[0]).toMatch(/connected/);
    expect(telegram.textsTo('2002')).toEqual([expect.stringMatching(/already been used.*\/done/)]);
    expect((await connections()).connections).toEqual([
      expect.objectContaining({ channel: 'telegram', status: 'connected', preferred: true }),
    ]);
    expect(await app.messenger.notify(userIdOf(ada), { text: 'A new proposal' })).toBe(true);
    await deliverAll(app, clock);
    expect(telegram.textsTo('1001').at(-1)).toBe('A new proposal');
  });

  it('refuses a link older than 24 hours', async () => {
    const { clock, telegram, connections } = await start();
    const token = new URL((await connections()).telegram_link).searchParams.get('start')!;
    clock.advance(24 * 3600 * 1000 + 1);
    await acceptAndWork(app, { channel: 'telegram', address: '1001', updateId: '1', startToken: token });
    expect(telegram.textsTo('1001')).toEqual([expect.stringMatching(/expired.*\/done/)]);
    expect(await count(t.messengerLinks)).toBe(0);
  });

  it('answers a chat nobody connected how to connect, and stores nothing of it', async () => {
    const { telegram } = await start();
    await acceptAndWork(app, { channel: 'telegram', address: '999', updateId: '5', text: 'Hi, I live in Lisbon' });
    expect(telegram.textsTo('999')).toEqual([expect.stringMatching(/isn't connected.*\/done/)]);
    expect(await count(t.outbox)).toBe(0);
    expect(await count(t.chatMessages)).toBe(0);
    expect(await count(t.messengerLinks)).toBe(0);
    // The stored update kept what was written, and from where, only until it was worked.
    const { db } = await getTestDatabase();
    const stored = await db.select().from(t.messengerInbox);
    expect(stored).toEqual([expect.objectContaining({ updateId: '5', status: 'done', event: null, address: '' })]);
  });

  it('processes a duplicated update once, even when the copies arrive together', async () => {
    const { clock, telegram, ada, connections } = await start();
    const token = new URL((await connections()).telegram_link).searchParams.get('start')!;
    await acceptAndWork(app, { channel: 'telegram', address: '1001', updateId: '1', startToken: token });
    const copies = Array.from({ length: 8 }, () =>
      app.messenger.accept({ channel: 'telegram', address: '1001', updateId: '77', text: 'I love hiking in the mountains' }),
    );
    // One copy is stored; the others find it there.
    expect((await Promise.all(copies)).filter(Boolean)).toHaveLength(1);
    await deliverAll(app, clock);
    const { db } = await getTestDatabase();
    const history = await db
      .select()
      .from(t.chatMessages)
      .where(eq(t.chatMessages.userId, userIdOf(ada)));
    expect(history.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(telegram.textsTo('1001')).toHaveLength(2); // the welcome and one reply
  });

  it('offers no Telegram link when Telegram is not configured', async () => {
    app = await createTestApp();
    const ada = await signIn(app);
    expect((await ada.request({ method: 'GET', url: '/api/messenger/connections' })).json()).toEqual({
      connections: [],
      telegram_link: null,
      // The test app signs in through the built-in provider, which has the development chat.
      dev_chat: true,
    });
  });

  it('lets the person choose where Maya writes, and disconnect with one goodbye on that chat', async () => {
    const { clock, telegram, ada, connections } = await start();
    const token = new URL((await connections()).telegram_link).searchParams.get('start')!;
    await acceptAndWork(app, { channel: 'telegram', address: '1001', updateId: '1', startToken: token });
    await ada.request({ method: 'POST', url: '/api/dev/messenger/connect', payload: {} });
    const preferred = async () =>
      ((await connections()).connections as { channel: string; preferred: boolean }[]).filter((c) => c.preferred);
    expect(await preferred()).toEqual([expect.objectContaining({ channel: 'telegram' })]);
    const put = await ada.request({ method: 'PUT', url: '/api/messenger/preferred', payload: { channel: 'dev' } });
    expect(put.statusCode).toBe(200);
    expect(await preferred()).toEqual([expect.objectContaining({ channel: 'dev' })]);
    expect((await ada.request({ method: 'PUT', url: '/api/messenger/preferred', payload: { channel: 'whatsapp' } })).statusCode).toBe(409);

    await ada.request({ method: 'PUT', url: '/api/messenger/preferred', payload: { channel: 'telegram' } });
    const off = await ada.request({ method: 'POST', url: '/api/messenger/disconnect', payload: { channel: 'telegram' } });
    expect(off.json().connections).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ channel: 'telegram', status: 'disconnected', preferred: false }),
        expect.objectContaining({ channel: 'dev', status: 'connected', preferred: true }),
      ]),
    );
    await deliverAll(app, clock);
    expect(telegram.textsTo('1001').at(-1)).toMatch(/disconnected this chat/);
    expect((await ada.request({ method: 'POST', url: '/api/messenger/disconnect', payload: { channel: 'telegram' } })).statusCode).toBe(
      409,
    );
  });
});

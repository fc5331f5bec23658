import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { connectLink } from '../../src/server/modules/channels';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { acceptAndWork, deliverAll, fakeClock, fakeTransport, userIdOf } from './helpers/messenger';
import { signIn } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const PHONE = '+14155550101';

describe(`the messenger outbox on ${testDriver()}`, () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  async function start() {
    const clock = fakeClock();
    const telegram = fakeTransport('telegram', clock);
    const whatsapp = fakeTransport('whatsapp', clock);
    app = await createTestApp(
      {},
      { messenger: { now: clock.now, random: () => 0.5, transports: { telegram: telegram.transport, whatsapp: whatsapp.transport } } },
    );
    const ada = await signIn(app);
    const { db } = await getTestDatabase();
    return { clock, telegram, whatsapp, ada, userId: userIdOf(ada), db };
  }

  it('loses nothing while the provider is down for 30 s: every message once, in order, a second apart, with two dispatchers', async () => {
    const { clock, telegram, userId, db } = await start();
    await connectLink(db, userId, 'telegram', '1001', clock.now());
    const downUntil = clock.now().getTime() + 30_000;
    telegram.failWith(() => (clock.now().getTime() < downUntil ? { ok: false, error: 'connect ECONNREFUSED' } : null));
    for (let i = 1; i <= 6; i++) await app.messenger.notify(userId, { text: `message ${i}` });
    // Two instances' loops ticking together, half a second apart, for two minutes of fake time.
    for (let tick = 0; tick < 240; tick++) {
      await Promise.all([app.messenger.deliverDue(clock.now()), app.messenger.deliverDue(clock.now())]);
      clock.advance(500);
    }
    expect(telegram.attempts()).toBeGreaterThan(6);
    expect(telegram.textsTo('1001')).toEqual([1, 2, 3, 4, 5, 6].map((i) => `message ${i}`));
    const times = telegram.delivered.map((d) => d.at.getTime());
    expect(times[0]).toBeGreaterThanOrEqual(downUntil);
    for (let i = 1; i < times.length; i++) expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(1000);
    const rows = await db.select().from(t.outbox).where(eq(t.outbox.userId, userId));
    expect(rows.map((r) => r.status)).toEqual(Array(6).fill('sent'));
  });

  it("waits for the provider's retry_after", async () => {
    const { clock, telegram, userId, db } = await start();
    await connectLink(db, userId, 'telegram', '1001', clock.now());
    let once = true;
    telegram.failWith(() => (once ? ((once = false), { ok: false, error: 'Too Many Requests', retryAfterSeconds: 20 }) : null));
    await app.messenger.notify(userId, { text: 'hello' });
    await app.messenger.deliverDue(clock.now());
    clock.advance(19_000);
    await app.messenger.deliverDue(clock.now());
    expect(telegram.delivered).toHaveLength(0);
    clock.advance(1000);
    await app.messenger.deliverDue(clock.now());
    expect(telegram.textsTo('1001')).toEqual(['hello']);
  });

  it('disconnects a chat whose person blocked the bot, and sends it nothing more', async () => {
    const { clock, telegram, userId, db } = await start();
    await connectLink(db, userId, 'telegram', '1001', clock.now());
    telegram.failWith(() => ({ ok: false, error: 'Forbidden: bot was blocked by the user', permanent: true }));
    await app.messenger.notify(userId, { text: 'one' });
    await app.messenger.notify(userId, { text: 'two' });
    await deliverAll(app, clock);
    expect(telegram.attempts()).toBe(1);
    const [link] = await db.select().from(t.messengerLinks).where(eq(t.messengerLinks.userId, userId));
    expect(link!.status).toBe('disconnected');
    expect(await app.messenger.notify(userId, { text: 'three' })).toBe(false);
  });

  it('STOP on WhatsApp ends the messages at once: one confirmation, nothing that was waiting', async () => {
    const { clock, whatsapp, userId, db } = await start();
    await connectLink(db, userId, 'whatsapp', PHONE, clock.now());
    await acceptAndWork(app, { channel: 'whatsapp', address: PHONE, updateId: 'SM1', text: 'hi' });
    await app.messenger.notify(userId, { text: 'a proposal that must not go out' });
    await acceptAndWork(app, { channel: 'whatsapp', address: PHONE, updateId: 'SM2', text: 'STOP' });
    await deliverAll(app, clock);
    const texts = whatsapp.textsTo(PHONE);
    expect(texts.at(-1)).toMatch(/won't get any more messages.*START/);
    expect(texts).not.toContain('a proposal that must not go out');
    expect(await app.messenger.notify(userId, { text: 'later' })).toBe(false);
    // START brings them back.
    await acceptAndWork(app, { channel: 'whatsapp', address: PHONE, updateId: 'SM3', text: 'START' });
    expect(await app.messenger.notify(userId, { text: 'welcome back' })).toBe(true);
  });

  it('holds WhatsApp messages outside the 24-hour window (no template: no invitation) and sends them in order once the person writes', async () => {
    const { clock, whatsapp, userId, db, ada } = await start();
    await connectLink(db, userId, 'whatsapp', PHONE, clock.now());
    await acceptAndWork(app, { channel: 'whatsapp', address: PHONE, updateId: 'SM1', text: 'hi' });
    await deliverAll(app, clock);
    const before = whatsapp.delivered.length;
    clock.advance(24 * 3600 * 1000);
    await app.messenger.notify(userId, { text: 'a day later' });
    await app.messenger.notify(userId, { text: 'and another thing' });
    await deliverAll(app, clock);
    clock.advance(3 * 24 * 3600 * 1000);
    await deliverAll(app, clock);
    expect(whatsapp.delivered).toHaveLength(before);
    const held = await db.select().from(t.outbox).where(eq(t.outbox.status, 'held'));
    expect(held.map((r) => [r.text, r.attempts])).toEqual([
      ['a day later', 0],
      ['and another thing', 0],
    ]);
    // The /done card says what waits, and where.
    const connections = (await ada.request({ method: 'GET', url: '/api/messenger/connections' })).json().connections;
    expect(connections.find((c: { channel: string }) => c.channel === 'whatsapp')).toMatchObject({ waiting: 2 });
    await acceptAndWork(app, { channel: 'whatsapp', address: PHONE, updateId: 'SM2', text: "I'm back" });
    await deliverAll(app, clock);
    expect(whatsapp.textsTo(PHONE).slice(before, before + 2)).toEqual(['a day later', 'and another thing']);
    expect(await db.select().from(t.outbox).where(eq(t.outbox.status, 'held'))).toEqual([]);
  });

  it('STOP fails what is held too: nothing goes out after a START', async () => {
    const { clock, whatsapp, userId, db } = await start();
    await connectLink(db, userId, 'whatsapp', PHONE, clock.now());
    await app.messenger.notify(userId, { text: 'never written: held' });
    await deliverAll(app, clock);
    await acceptAndWork(app, { channel: 'whatsapp', address: PHONE, updateId: 'SM1', text: 'STOP' });
    await acceptAndWork(app, { channel: 'whatsapp', address: PHONE, updateId: 'SM2', text: 'START' });
    await deliverAll(app, clock);
    expect(whatsapp.textsTo(PHONE)).not.toContain('never written: held');
    const [row] = await db.select().from(t.outbox).where(eq(t.outbox.text, 'never written: held'));
    expect(row).toMatchObject({ status: 'failed', lastError: 'stop by the person' });
  });
});

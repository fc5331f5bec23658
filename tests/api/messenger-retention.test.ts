import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { connectLink, enqueue } from '../../src/server/modules/channels';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { connectDev, deliverAll, fakeClock, sendDev, userIdOf } from './helpers/messenger';
import { signIn } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const DAY = 24 * 3600 * 1000;

describe(`the outbox's and the updates' retention on ${testDriver()}`, () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  it('sent rows go after 30 days, failed ones after 90, held ones fail after 30; update ids after 7 days', async () => {
    const clock = fakeClock();
    app = await createTestApp({}, { messenger: { now: clock.now } });
    const { db } = await getTestDatabase();
    const ada = await signIn(app);
    const userId = userIdOf(ada);
    await connectDev(ada);
    await sendDev(ada, 'hello Maya'); // the dev chat's copy of it (sent) and Maya's answer
    await deliverAll(app, clock);
    await app.messenger.notify(userId, { text: 'cancelled before it went out' });
    await ada.request({ method: 'POST', url: '/api/messenger/disconnect', payload: { channel: 'dev' } });
    await connectLink(db, userId, 'whatsapp', '+14155550101', clock.now());
    await enqueue(db, { userId, channel: 'whatsapp', address: '+14155550101', text: 'held for the window' }, clock.now());
    await deliverAll(app, clock);
    const outboxRows = async () => (await db.select().from(t.outbox).orderBy(asc(t.outbox.id))).map((r) => [r.text.slice(0, 20), r.status]);
    const at = (days: number) => app.messenger.housekeeping(new Date(clock.now().getTime() + days * DAY));
    const day0 = await outboxRows();
    expect(day0).toEqual(
      expect.arrayContaining([
        ['hello Maya', 'sent'],
        ['cancelled before it ', 'failed'],
        ['held for the window', 'held'],
      ]),
    );
    expect(day0.filter(([, status]) => status === 'sent')).toHaveLength(4); // welcome, "hello Maya", the answer, the goodbye
    expect(await db.select().from(t.messengerInbox)).toHaveLength(1);

    await at(6);
    expect(await db.select().from(t.messengerInbox)).toHaveLength(1);
    await at(8);
    expect(await db.select().from(t.messengerInbox)).toEqual([]);

    await at(29);
    expect(await outboxRows()).toEqual(day0);

    await at(31);
    expect(await outboxRows()).toEqual([
      ['cancelled before it ', 'failed'],
      ['held for the window', 'failed'],
    ]);
    const [held] = (await db.select().from(t.outbox)).filter((r) => r.channel === 'whatsapp');
    expect(held!.lastError).toMatch(/^held_too_long/);

    await at(89);
    expect(await outboxRows()).toHaveLength(2);
    await at(91);
    expect(await outboxRows()).toEqual([]);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { OPT_IN_REFUSALS } from '@shared/domain/handoff/phone';
import { act } from '../../src/server/modules/moderation';
import { itemKey } from '@shared/domain/moderation/queue-items';
import { testDriver } from '../setup/test-db';
import { signIn, type Browser } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { getTestDatabase } from '../setup/test-db';
import { acceptAndWork, deliverAll, fakeClock, fakeTransport } from './helpers/messenger';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const PHONE = '+14155550123';
const optIn = (b: Browser, phone: string) => b.request({ method: 'POST', url: '/api/connect/opt-in', payload: { phone_number: phone } });
const userIdOf = (b: Browser & { session: { session: { user: { id: string } } } }) => b.session.session.user.id;

/** Issue 42 item 3, ADR 065: a ban refuses the member's verified phone number too, at the opt-in and when a chat links. */
describe(`a ban and the member's verified number on ${testDriver()}`, () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  it('refuses the banned member’s verified number to a new account, and no other number', async () => {
    const clock = fakeClock();
    const whatsapp = fakeTransport('whatsapp', clock);
    const telegram = fakeTransport('telegram', clock);
    app = await createTestApp(
      {},
      { messenger: { now: clock.now, transports: { whatsapp: whatsapp.transport, telegram: telegram.transport } } },
    );
    const { db } = await getTestDatabase();
    const ana = await signIn(app, { email: 'ana.banned@example.com', name: 'Ana Souza' });
    expect((await optIn(ana, PHONE)).statusCode).toBe(200);
    const [hold] = await db
      .insert(t.safetyHolds)
      .values({ userId: userIdOf(ana), reason: 'repeated_flags', detail: '5 flagged messages in 7 days' })
      .returning();
    const banned = await act(
      db,
      { itemKey: itemKey('hold', hold!.id), action: 'ban', reason: 'Scam', days: null, actorEmail: 'ada.admin@maya.test' },
      new Date(),
    );
    expect(banned.kind).toBe('done');
    const rows = await db.select().from(t.bannedAddresses);
    expect(rows).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toContain('4155550123');

    const nina = await signIn(app, { email: 'nina.new@example.com', name: 'Nina Nova' });
    const refused = await optIn(nina, PHONE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'number_banned', message: OPT_IN_REFUSALS.banned.description });
    // Spelled another way, it is the same number.
    expect((await optIn(nina, '+1 (415) 555-0123')).statusCode).toBe(403);
    expect((await optIn(nina, '+14155550199')).statusCode).toBe(200);

    // Nor does a WhatsApp chat from that number link to her account with her connect link.
    const { telegram_link } = (await nina.request({ method: 'GET', url: '/api/messenger/connections' })).json();
    const token = new URL(telegram_link).searchParams.get('start')!;
    await acceptAndWork(app, { channel: 'whatsapp', address: PHONE, updateId: 'w1', startToken: token });
    await deliverAll(app, clock);
    expect(whatsapp.textsTo(PHONE)).toEqual(["This number can't be connected to a Maya account."]);
    const links = await db.select().from(t.messengerLinks);
    expect(links.filter((l) => l.channel === 'whatsapp')).toEqual([]);
  });
});

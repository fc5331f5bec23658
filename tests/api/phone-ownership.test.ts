import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as t from '../../src/server/db/schema';
import { OPT_IN_LIMIT_PER_NUMBER, OPT_IN_LIMIT_PER_PERSON, OPT_IN_REFUSALS, replyCodeIn } from '@shared/domain/handoff/phone';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { fakeTwilio, replyFromPhone, twilioConfig } from './helpers/fake-twilio';
import { drainInbox } from './helpers/messenger';
import { signIn, type Browser } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const ADA = { email: 'ada@example.com', name: 'Ada Lovelace' };
const BOB = { email: 'bob@example.com', name: 'Bob Builder' };
const ADAS_PHONE = '+14155550101';

const optIn = (b: Browser, phone: string) => b.request({ method: 'POST', url: '/api/connect/opt-in', payload: { phone_number: phone } });
const status = async (b: Browser) => (await b.request({ method: 'GET', url: '/api/connect/status' })).json().status;
const userIdOf = (b: Browser & { session: { session: { user: { id: string } } } }) => b.session.session.user.id;

async function optInsFor(userId: string) {
  const { db } = await getTestDatabase();
  return db
    .select()
    .from(t.outbox)
    .where(and(eq(t.outbox.userId, userId), sql`${t.outbox.payload}->>'purpose' = 'opt_in'`));
}

// The parallel cases mean something on PostgreSQL (TEST_DATABASE_URL); PGlite runs one query at a time.
describe(`phone numbers belong to one person on ${testDriver()}`, () => {
  const closers: (() => unknown)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  async function outboxApp() {
    const app = await createTestApp();
    closers.push(() => app.close());
    return app;
  }

  async function twilioApp() {
    const twilio = await fakeTwilio();
    closers.push(twilio.close);
    const app = await createTestApp(twilioConfig(twilio.url));
    closers.push(() => app.close());
    /** The reply code in the latest message Twilio was asked to send to `phone`. */
    const codeSentTo = (phone: string) =>
      replyCodeIn(
        twilio.requests
          .filter((r) => r.form.get('To') === `whatsapp:${phone}`)
          .at(-1)
          ?.form.get('Body'),
      );
    return { app, twilio, codeSentTo };
  }

  it('50 parallel opt-ins from one person send at most the hourly limit, to 50 different numbers', async () => {
    const app = await outboxApp();
    const ada = await signIn(app, ADA);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => optIn(ada, `+1415555${String(1000 + i)}`)));
    const sent = answers.filter((a) => a.statusCode === 200);
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.length).toBeLessThanOrEqual(OPT_IN_LIMIT_PER_PERSON);
    expect(answers.filter((a) => a.statusCode !== 200).every((a) => a.statusCode === 429)).toBe(true);
    expect(await optInsFor(userIdOf(ada))).toHaveLength(sent.length);
  });

  it('refuses the opt-in after the limit per person with a clear 429', async () => {
    const app = await outboxApp();
    const ada = await signIn(app, ADA);
    for (let i = 0; i < OPT_IN_LIMIT_PER_PERSON; i++) expect((await optIn(ada, `+1415555020${i}`)).statusCode).toBe(200);
    const refused = await optIn(ada, '+14155550299');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ code: 'opt_in_limited', message: OPT_IN_REFUSALS.limited.description });
    expect(await optInsFor(userIdOf(ada))).toHaveLength(OPT_IN_LIMIT_PER_PERSON);
  });

  it('limits the opt-ins one number receives, whoever asks, also in parallel', async () => {
    const { app, twilio } = await twilioApp();
    const people = await Promise.all(Array.from({ length: 8 }, (_, i) => signIn(app, { email: `p${i}@example.com`, name: `Person ${i}` })));
    const answers = await Promise.all(people.map((p) => optIn(p, ADAS_PHONE)));
    const sent = answers.filter((a) => a.statusCode === 200).length;
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(sent).toBeLessThanOrEqual(OPT_IN_LIMIT_PER_NUMBER);
    expect(twilio.requests.filter((r) => r.form.get('To') === `whatsapp:${ADAS_PHONE}`)).toHaveLength(sent);
    // Then, one at a time, the number's hourly limit is what refuses.
    for (const p of people) await optIn(p, ADAS_PHONE);
    expect(twilio.requests).toHaveLength(OPT_IN_LIMIT_PER_NUMBER);
    expect((await optIn(people[0]!, ADAS_PHONE)).json().code).toBe('opt_in_limited');
  });

  it('refuses to register a number connected to someone else with a 409 that does not say whose (simulated confirmation)', async () => {
    const app = await outboxApp();
    const ada = await signIn(app, ADA);
    const bob = await signIn(app, BOB);
    expect((await optIn(ada, ADAS_PHONE)).statusCode).toBe(200);
    const { db } = await getTestDatabase();
    await db
      .update(t.messagingConnections)
      .set({ sentAt: sql`sent_at - interval '6 seconds'`, connectedAt: sql`connected_at - interval '6 seconds'` })
      .where(eq(t.messagingConnections.userId, userIdOf(ada)));
    expect(await status(ada)).toBe('connected');
    const taken = await optIn(bob, '+1 (415) 555-0101');
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ code: 'number_taken', message: OPT_IN_REFUSALS.numberTaken.description });
    expect(taken.body).not.toMatch(/ada|lovelace|0101/i);
    expect(await optInsFor(userIdOf(bob))).toHaveLength(0);
    expect(await status(bob)).toBe('not_started');
    expect((await bob.request({ method: 'POST', url: '/api/connect/test-message', payload: {} })).statusCode).toBe(409);
  });

  it("B cannot take A's number, and A's reply connects A only, never B", async () => {
    const { app, twilio, codeSentTo } = await twilioApp();
    const ada = await signIn(app, ADA);
    const bob = await signIn(app, BOB);
    // Bob registers Ada's number first; then Ada registers it herself.
    expect((await optIn(bob, ADAS_PHONE)).statusCode).toBe(200);
    const bobsCode = codeSentTo(ADAS_PHONE);
    expect((await optIn(ada, ADAS_PHONE)).statusCode).toBe(200);
    const adasCode = codeSentTo(ADAS_PHONE);
    expect(adasCode).not.toBe(bobsCode);

    // A reply without a code, or with a wrong one, connects no one.
    await replyFromPhone(app, ADAS_PHONE, 'YES');
    const wrongCode = String((Number(adasCode) + 1) % 1e6).padStart(6, '0');
    await replyFromPhone(app, ADAS_PHONE, `YES ${wrongCode}`);
    expect([await status(ada), await status(bob)]).toEqual(['verification_sent', 'verification_sent']);

    // Ada answers her own message: Ada is connected, Bob is not.
    await replyFromPhone(app, ADAS_PHONE, `yes ${adasCode}`);
    expect(await status(ada)).toBe('connected');
    expect(await status(bob)).toBe('verification_sent');
    // Even Bob's code from Ada's phone cannot give Bob a number that is Ada's now.
    await replyFromPhone(app, ADAS_PHONE, `YES ${bobsCode}`);
    expect(await status(bob)).toBe('verification_sent');
    const { db } = await getTestDatabase();
    expect(
      await db
        .select({ userId: t.messagingConnections.userId })
        .from(t.messagingConnections)
        .where(eq(t.messagingConnections.status, 'connected')),
    ).toEqual([{ userId: userIdOf(ada) }]);

    // Bob can neither message Ada's phone nor register it again; PAUSE from it is Ada's.
    const before = twilio.requests.length;
    expect((await bob.request({ method: 'POST', url: '/api/connect/test-message', payload: {} })).statusCode).toBe(409);
    expect((await optIn(bob, ADAS_PHONE)).statusCode).toBe(409);
    expect(twilio.requests).toHaveLength(before);
    await ada.request({ method: 'POST', url: '/api/handoff/complete', payload: { channel: 'whatsapp' } });
    await bob.request({ method: 'POST', url: '/api/handoff/complete', payload: { channel: 'whatsapp' } });
    await replyFromPhone(app, ADAS_PHONE, 'PAUSE');
    await drainInbox(app);
    expect((await ada.request({ method: 'GET', url: '/api/automation' })).json().status).toBe('paused');
    expect((await bob.request({ method: 'GET', url: '/api/automation' })).json().status).toBe('active');
  });

  it('a resend makes the earlier code useless', async () => {
    const { app, codeSentTo } = await twilioApp();
    const ada = await signIn(app, ADA);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await optIn(ada, ADAS_PHONE);
      const first = codeSentTo(ADAS_PHONE);
      vi.setSystemTime(Date.now() + 1000);
      await optIn(ada, ADAS_PHONE);
      const second = codeSentTo(ADAS_PHONE);
      expect(second).not.toBe(first);
      await replyFromPhone(app, ADAS_PHONE, `YES ${first}`);
      expect(await status(ada)).toBe('verification_sent');
      await replyFromPhone(app, ADAS_PHONE, `YES ${second}`);
      expect(await status(ada)).toBe('connected');
    } finally {
      vi.useRealTimers();
    }
  });

  it('GET /api/connect/status changes nothing, and still reports the simulated confirmation 5 s after the send', async () => {
    const app = await outboxApp();
    const ada = await signIn(app, ADA);
    await optIn(ada, ADAS_PHONE);
    const { db } = await getTestDatabase();
    const read = async () => (await db.select().from(t.messagingConnections))[0];
    const sent = await read();
    for (let i = 0; i < 3; i++) expect(await status(ada)).toBe('verification_sent');
    expect(await read()).toEqual(sent);

    await db
      .update(t.messagingConnections)
      .set({ sentAt: sql`sent_at - interval '6 seconds'`, connectedAt: sql`connected_at - interval '6 seconds'` })
      .where(eq(t.messagingConnections.userId, userIdOf(ada)));
    const due = await read();
    expect(await status(ada)).toBe('connected');
    expect(await status(ada)).toBe('connected');
    expect(await read()).toEqual(due);
  });
});

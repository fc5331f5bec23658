import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { replyCodeIn } from '@shared/domain/handoff/phone';
import { testDriver } from '../setup/test-db';
import { fakeTwilio } from './helpers/fake-twilio';
import { replyFromPhone, twilioConfig } from './helpers/fake-twilio';
import { deliverAll, drainInbox, fakeClock, userIdOf } from './helpers/messenger';
import { signIn } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const PHONE = '+14155550101';

describe(`Maya on WhatsApp through Twilio's webhook (a local fake) on ${testDriver()}`, () => {
  const closers: (() => unknown)[] = [];
  let app: FastifyInstance;
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  async function verified() {
    const clock = fakeClock();
    const twilio = await fakeTwilio();
    closers.push(twilio.close);
    app = await createTestApp(twilioConfig(twilio.url), { messenger: { now: clock.now } });
    closers.push(() => app.close());
    const ada = await signIn(app);
    await ada.request({ method: 'POST', url: '/api/connect/opt-in', payload: { phone_number: PHONE } });
    const code = replyCodeIn(twilio.requests.at(-1)?.form.get('Body'));
    await replyFromPhone(app, PHONE, `YES ${code}`);
    const bodies = () => twilio.requests.slice(1).map((r) => r.form.get('Body'));
    return { clock, twilio, ada, bodies };
  }

  it('a verified number chats with the companion; a replayed MessageSid is answered once', async () => {
    const { clock, ada, bodies } = await verified();
    // Verifying made it the person's chat, and their reply opened the 24-hour window.
    expect(await app.messenger.notify(userIdOf(ada), { text: 'Welcome to Maya on WhatsApp' })).toBe(true);
    await deliverAll(app, clock);
    expect(bodies()).toEqual(['Welcome to Maya on WhatsApp']);
    await replyFromPhone(app, PHONE, 'I live in Lisbon', 'SM0001');
    await replyFromPhone(app, PHONE, 'I live in Lisbon', 'SM0001');
    await deliverAll(app, clock);
    await replyFromPhone(app, PHONE, 'where do I live?', 'SM0002');
    await deliverAll(app, clock);
    expect(bodies()).toHaveLength(3);
    expect(bodies()[2]).toContain('Lisbon');
  });

  it("a reply that is only a number taps that numbered button of Maya's latest message, and the tap is answered", async () => {
    const { clock, ada, bodies } = await verified();
    const taps: string[] = [];
    app.messenger.buttonHandlers.register('t:', async (_turn, rest) => (taps.push(rest), { callbackText: `Picked ${rest}` }));
    const buttons = [
      [
        { label: 'Approve', data: 't:approve' },
        { label: 'Pass', data: 't:pass' },
      ],
      [{ label: 'Tell me more', data: 't:more' }],
    ];
    await app.messenger.notify(userIdOf(ada), { text: 'A card', buttons });
    await deliverAll(app, clock);
    expect(bodies().at(-1)).toBe('A card\n\n1. Approve\n2. Pass\n3. Tell me more');
    await replyFromPhone(app, PHONE, '3', 'SM0101');
    await replyFromPhone(app, PHONE, ' 1. ', 'SM0102');
    await deliverAll(app, clock);
    expect(taps).toEqual(['more', 'approve']);
    expect(bodies().slice(-2)).toEqual(['Picked more', 'Picked approve']);
    // A number with no such button, or in a sentence, is a message to the companion.
    await replyFromPhone(app, PHONE, '7', 'SM0103');
    await replyFromPhone(app, PHONE, '2 kids and a dog', 'SM0104');
    await deliverAll(app, clock);
    expect(taps).toEqual(['more', 'approve']);
  });

  it('STOP ends the messages at once with one confirmation; START brings them back', async () => {
    const { clock, ada, bodies } = await verified();
    await replyFromPhone(app, PHONE, 'hello');
    await deliverAll(app, clock);
    await replyFromPhone(app, PHONE, 'STOP');
    await deliverAll(app, clock);
    expect(bodies().at(-1)).toMatch(/won't get any more messages/);
    expect(await app.messenger.notify(userIdOf(ada), { text: 'a proposal' })).toBe(false);
    await replyFromPhone(app, PHONE, 'START');
    await drainInbox(app);
    expect(await app.messenger.notify(userIdOf(ada), { text: 'a proposal' })).toBe(true);
  });
});

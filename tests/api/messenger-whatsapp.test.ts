import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { replyCodeIn } from '@shared/domain/handoff/phone';
import { testDriver } from '../setup/test-db';
import { fakeTwilio } from './helpers/fake-twilio';
import { replyFromPhone, twilioConfig } from './helpers/fake-twilio';
import { connectDev, deliverAll, drainInbox, fakeClock, mayaSaid, sendDev, userIdOf } from './helpers/messenger';
import { signIn } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const PHONE = '+14155550101';
const HOUR = 3600 * 1000;
const TEMPLATE = `HX${'0123456789abcdef'.repeat(2)}`;

describe(`Maya on WhatsApp through Twilio's webhook (a local fake) on ${testDriver()}`, () => {
  const closers: (() => unknown)[] = [];
  let app: FastifyInstance;
  afterEach(async () => {
    for (const close of closers.splice(0)) await close();
  });

  async function verified(config: Record<string, string> = {}) {
    const clock = fakeClock();
    const twilio = await fakeTwilio();
    closers.push(twilio.close);
    app = await createTestApp({ ...twilioConfig(twilio.url), ...config }, { messenger: { now: clock.now } });
    closers.push(() => app.close());
    const ada = await signIn(app);
    await ada.request({ method: 'POST', url: '/api/connect/opt-in', payload: { phone_number: PHONE } });
    const code = replyCodeIn(twilio.requests.at(-1)?.form.get('Body'));
    await replyFromPhone(app, PHONE, `YES ${code}`);
    const bodies = () => twilio.requests.slice(1).map((r) => r.form.get('Body'));
    const templates = () => twilio.requests.filter((r) => r.form.has('ContentSid'));
    return { clock, twilio, ada, bodies, templates };
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

  it('outside the 24-hour window: the template invites the person back once per silence; their reply brings what was held, in order', async () => {
    const { clock, ada, twilio, templates } = await verified({ TWILIO_WHATSAPP_TEMPLATE_SID: TEMPLATE });
    const before = twilio.requests.length;
    clock.advance(25 * HOUR);
    await app.messenger.notify(userIdOf(ada), { text: 'News 1: a proposal' });
    await app.messenger.notify(userIdOf(ada), { text: 'News 2: a date reminder' });
    await deliverAll(app, clock);
    expect(
      twilio.requests.slice(before).map((r) => [r.form.get('ContentSid'), r.form.get('ContentVariables'), r.form.get('Body')]),
    ).toEqual([[TEMPLATE, JSON.stringify({ 1: 'Ada' }), null]]);
    // More news in the same silence: no second invitation.
    clock.advance(2 * 24 * HOUR);
    await app.messenger.notify(userIdOf(ada), { text: 'News 3' });
    await deliverAll(app, clock);
    expect(twilio.requests).toHaveLength(before + 1);
    await replyFromPhone(app, PHONE, 'hi Maya');
    await deliverAll(app, clock);
    // The invitation (no body), then the news in order, then the companion's answer to "hi Maya".
    expect(twilio.requests.slice(before).map((r) => r.form.get('Body'))).toEqual([
      null,
      'News 1: a proposal',
      'News 2: a date reminder',
      'News 3',
      expect.any(String),
    ]);
    // A new silence: one new invitation.
    clock.advance(25 * HOUR);
    await app.messenger.notify(userIdOf(ada), { text: 'News 4' });
    await deliverAll(app, clock);
    expect(templates()).toHaveLength(2);
  });

  it('without a template nothing is sent outside the window, until the person writes', async () => {
    const { clock, ada, twilio } = await verified();
    const before = twilio.requests.length;
    clock.advance(25 * HOUR);
    await app.messenger.notify(userIdOf(ada), { text: 'held news' });
    await deliverAll(app, clock);
    expect(twilio.requests).toHaveLength(before);
    await replyFromPhone(app, PHONE, 'STATUS');
    await deliverAll(app, clock);
    expect(twilio.requests.slice(before).map((r) => r.form.get('Body'))).toEqual(['held news', expect.stringMatching(/agent/)]);
  });

  it("outside the window, what Maya has to say goes to the person's other connected chat (the dev chat), in order, with no invitation", async () => {
    const { clock, ada, twilio, templates } = await verified({ TWILIO_WHATSAPP_TEMPLATE_SID: TEMPLATE });
    await connectDev(ada);
    await deliverAll(app, clock);
    const before = twilio.requests.length;
    clock.advance(25 * HOUR);
    await app.messenger.notify(userIdOf(ada), { text: 'News 1: a proposal' });
    await app.messenger.notify(userIdOf(ada), { text: 'News 2: a date reminder' });
    await deliverAll(app, clock);
    expect((await mayaSaid(ada)).slice(-2)).toEqual(['News 1: a proposal', 'News 2: a date reminder']);
    expect(twilio.requests.slice(before)).toEqual([]);
    expect(templates()).toHaveLength(0);
  });

  it('what was held for WhatsApp goes out on the chat the person writes on next, before the answer, and its invitation is dropped', async () => {
    const { clock, ada, twilio, templates } = await verified({ TWILIO_WHATSAPP_TEMPLATE_SID: TEMPLATE });
    const before = twilio.requests.length;
    clock.advance(25 * HOUR);
    await app.messenger.notify(userIdOf(ada), { text: 'News 1: a proposal' });
    // Held (no other chat yet); the invitation is queued behind it, not sent yet.
    await app.messenger.deliverDue(clock.now());
    await connectDev(ada);
    await sendDev(ada, 'hi Maya, I am on the dev chat now');
    await deliverAll(app, clock);
    const said = await mayaSaid(ada);
    // NOTE: in the order queued: before the dev chat's welcome (queued later), and before the answer to "hi".
    expect(said.indexOf('News 1: a proposal')).toBeGreaterThanOrEqual(0);
    expect(said.indexOf('News 1: a proposal')).toBeLessThan(said.length - 1);
    expect(twilio.requests.slice(before)).toEqual([]);
    expect(templates()).toHaveLength(0);
  });
});

import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { OutgoingChatMessage, SendResult, Transport } from '../../../src/server/modules/channels/testing';
import type { Channel, InboundEvent } from '../../../src/shared/domain/messenger/inbound-event';
import type { Browser } from './sign-in';

/** A clock the test moves by hand (the messenger's `now`). */
export function fakeClock(start = new Date('2026-11-27T10:00:00Z')) {
  let ms = start.getTime();
  return { now: () => new Date(ms), advance: (by: number) => (ms += by), set: (d: Date) => (ms = d.getTime()) };
}

/**
 * A provider's transport that remembers what it delivered, and fails while `failing()` says so
 * (a provider outage). `answer` shapes a failure (retry_after, permanent).
 */
export function fakeTransport(channel: Channel, clock: { now: () => Date }) {
  const delivered: (OutgoingChatMessage & { at: Date })[] = [];
  let attempts = 0;
  let failure: ((m: OutgoingChatMessage) => SendResult | null) | null = null;
  const transport: Transport = {
    channel,
    async send(m) {
      attempts += 1;
      const failed = failure?.(m);
      if (failed) return failed;
      delivered.push({ ...m, at: clock.now() });
      return { ok: true };
    },
  };
  return {
    transport,
    delivered,
    attempts: () => attempts,
    failWith: (f: ((m: OutgoingChatMessage) => SendResult | null) | null) => (failure = f),
    textsTo: (address: string) => delivered.filter((d) => d.address === address).map((d) => d.text),
  };
}

export const userIdOf = (b: Browser & { session: { session: { user: { id: string } } } }) => b.session.session.user.id;

export const devChat = async (b: Browser) => (await b.request({ method: 'GET', url: '/api/dev/messenger' })).json();
export const connectDev = (b: Browser) => b.request({ method: 'POST', url: '/api/dev/messenger/connect', payload: {} });
export const sendDev = (b: Browser, text: string, clientId: string = randomUUID()) =>
  b.request({ method: 'POST', url: '/api/dev/messenger/messages', payload: { client_id: clientId, text } });
export const tapDev = (b: Browser, data: string, clientId: string = randomUUID()) =>
  b.request({ method: 'POST', url: '/api/dev/messenger/buttons', payload: { client_id: clientId, data } });

/** Maya's messages in the person's dev chat, oldest first. */
export const mayaSaid = async (b: Browser) =>
  ((await devChat(b)).messages as { from: string; text: string }[]).filter((m) => m.from === 'maya').map((m) => m.text);

/**
 * Works the stored inbox until nothing is due (each pass works each chat's next update, as the loop
 * would), on the messenger's own clock. Returns how many updates were worked.
 */
export async function drainInbox(app: FastifyInstance): Promise<number> {
  let worked = 0;
  for (let pass = 0; pass < 200; pass++) {
    const n = await app.messenger.workInbox(app.messenger.deps.now());
    if (n === 0) return worked;
    worked += n;
  }
  throw new Error('the inbox never emptied');
}

/** What a webhook does with an update (store it), then the inbox's work on it. */
export async function acceptAndWork(app: FastifyInstance, event: InboundEvent) {
  await app.messenger.accept(event);
  await drainInbox(app);
}

/** Works the inbox, then runs the dispatcher a second at a time (the chats' pace) until a round does nothing, as the loops would. */
export async function deliverAll(app: FastifyInstance, clock: { now: () => Date; advance: (ms: number) => unknown }) {
  for (let i = 0; i < 60; i++) {
    const worked = await drainInbox(app);
    const n = await app.messenger.deliverDue(clock.now());
    clock.advance(1000);
    if (worked + n.sent + n.failed + n.retried + n.held + n.moved === 0) return;
  }
}

/** The answer to a tap in the dev chat (null: answered without words; undefined: not answered yet). */
export async function tapAnswer(b: Browser, clientId: string): Promise<string | null | undefined> {
  const answers = (await devChat(b)).answers as { client_id: string; callback_text: string | null }[];
  return answers.find((a) => a.client_id === clientId)?.callback_text;
}

/** Taps in the dev chat, lets the inbox work the tap, and returns its answer's words. */
export async function tapAndAnswer(app: FastifyInstance, b: Browser, data: string, clientId: string = randomUUID()) {
  const res = await tapDev(b, data, clientId);
  if (res.statusCode !== 200) throw new Error(`tap answered ${res.statusCode}`);
  await drainInbox(app);
  return tapAnswer(b, clientId);
}

import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Channel, OutgoingChatMessage, SendResult, Transport } from '../../../src/server/services/messenger/transport';
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

/** Runs the dispatcher a second at a time (the chats' pace) until a round delivers nothing, as the loop would. */
export async function deliverAll(app: FastifyInstance, clock: { now: () => Date; advance: (ms: number) => unknown }) {
  for (let i = 0; i < 60; i++) {
    const n = await app.messenger.deliverDue(clock.now());
    clock.advance(1000);
    if (n.sent + n.failed + n.retried + n.held === 0) return;
  }
}

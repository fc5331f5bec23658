import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as t from '../../src/server/db/schema';
import { getTestDatabase, testDriver } from '../setup/test-db';
import {
  connectDev,
  deliverAll,
  devChat,
  drainInbox,
  fakeClock,
  mayaSaid,
  sendDev,
  tapAndAnswer,
  tapDev,
  userIdOf,
} from './helpers/messenger';
import { signIn } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

describe(`the embedded messaging app (/dev/messenger) on ${testDriver()}`, () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  async function start() {
    const clock = fakeClock();
    app = await createTestApp({}, { messenger: { now: clock.now } });
    const ada = await signIn(app);
    return { clock, ada };
  }

  it('connects, then chats with the same companion and memory as the mobile chat', async () => {
    const { clock, ada } = await start();
    expect((await devChat(ada)).connected).toBe(false);
    expect((await sendDev(ada, 'hello')).statusCode).toBe(409);
    const connected = await connectDev(ada);
    expect(connected.json()).toMatchObject({ connected: true, messages: [{ from: 'maya', status: 'pending' }] });
    await deliverAll(app, clock);
    expect((await devChat(ada)).messages[0]).toMatchObject({ from: 'maya', status: 'sent' });

    await sendDev(ada, 'I live in Lisbon and my dog is called Rex');
    await deliverAll(app, clock);
    await sendDev(ada, 'What do you know about me?');
    await deliverAll(app, clock);
    const said = await mayaSaid(ada);
    expect(said.at(-1)).toContain('Lisbon');
    expect(said.at(-1)).toContain('Rex');

    // One history: the mobile chat's table holds the messaging app's turns.
    const { db } = await getTestDatabase();
    const history = await db
      .select()
      .from(t.chatMessages)
      .where(eq(t.chatMessages.userId, userIdOf(ada)));
    expect(history.map((m) => m.content)).toContain('What do you know about me?');

    await sendDev(ada, 'forget that I live in Lisbon');
    await deliverAll(app, clock);
    expect((await mayaSaid(ada)).at(-1)).toMatch(/(forgotten|no longer remember) that you live in Lisbon/i);
    const facts = await db
      .select()
      .from(t.memoryFacts)
      .where(eq(t.memoryFacts.userId, userIdOf(ada)));
    expect(facts.map((f) => f.value)).not.toContain('Lisbon');
    expect(facts.map((f) => f.value)).toContain('Rex');
    await sendDev(ada, 'What do you know about me?');
    await deliverAll(app, clock);
    expect((await mayaSaid(ada)).at(-1)).not.toContain('Lisbon');
  });

  it('processes a double submit once: one message, one reply', async () => {
    const { clock, ada } = await start();
    await connectDev(ada);
    const id = 'double-submit-1';
    const answers = await Promise.all([sendDev(ada, 'I love hiking', id), sendDev(ada, 'I love hiking', id)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    await deliverAll(app, clock);
    const messages = (await devChat(ada)).messages as { from: string; text: string }[];
    expect(messages.filter((m) => m.from === 'you')).toHaveLength(1);
    expect(messages.filter((m) => m.from === 'maya')).toHaveLength(2); // the welcome and one reply
  });

  it("answers a send or a tap at once, before the inbox works it, and shows the person's line at once", async () => {
    const { ada } = await start();
    await connectDev(ada);
    const sent = await sendDev(ada, 'I love hiking');
    expect(sent.json()).toMatchObject({ waiting: true, messages: [{ from: 'maya' }, { from: 'you', text: 'I love hiking' }] });
    await drainInbox(app);
    expect(await devChat(ada)).toMatchObject({ waiting: false, messages: [{ from: 'maya' }, { from: 'you' }, { from: 'maya' }] });
  });

  it('sends a tap to the handler registered for its prefix, once, and keeps its answer for the page', async () => {
    const { clock, ada } = await start();
    const taps: string[] = [];
    app.messenger.buttonHandlers.register('t:', async (turn, rest) => {
      taps.push(rest);
      await turn.say(`You tapped ${rest}`);
      return { callbackText: 'Noted' };
    });
    await connectDev(ada);
    expect(await tapAndAnswer(app, ada, 't:42', 'tap-once-1')).toBe('Noted');
    expect(await tapAndAnswer(app, ada, 't:42', 'tap-once-1')).toBe('Noted');
    expect(await tapAndAnswer(app, ada, 'zz:1')).toBe('This button no longer works.');
    await deliverAll(app, clock);
    expect(taps).toEqual(['42']);
    expect((await mayaSaid(ada)).filter((m) => m === 'You tapped 42')).toHaveLength(1);
  });

  it('retries an update whose processing failed, after a backoff, and answers its tap once (without words)', async () => {
    const { clock, ada } = await start();
    let calls = 0;
    app.messenger.buttonHandlers.register('x:', async () => {
      calls += 1;
      if (calls === 1) throw new Error('the handler failed once');
      return { callbackText: 'Done' };
    });
    await connectDev(ada);
    // The first attempt fails: the tap is answered without words so the person is not left waiting.
    expect(await tapAndAnswer(app, ada, 'x:1', 'retry-me-1')).toBeNull();
    expect((await devChat(ada)).waiting).toBe(true);
    // Not before its backoff (at most 2 s after a first failure).
    expect(await drainInbox(app)).toBe(0);
    clock.advance(2000);
    expect(await drainInbox(app)).toBe(1);
    expect(calls).toBe(2);
    expect((await devChat(ada)).waiting).toBe(false);
    // A resubmit of the same tap is stored and worked no more.
    await tapDev(ada, 'x:1', 'retry-me-1');
    expect(await drainInbox(app)).toBe(0);
    expect(calls).toBe(2);
  });

  it("the app's own loops work the inbox and deliver without anyone calling them, and stop with the app", async () => {
    app = await createTestApp({}, { messenger: { loop: true } });
    const ada = await signIn(app);
    await connectDev(ada);
    await sendDev(ada, 'hello Maya');
    await vi.waitFor(async () => {
      const statuses = ((await devChat(ada)).messages as { from: string; status: string }[]).filter((m) => m.from === 'maya');
      expect(statuses.map((m) => m.status)).toEqual(['sent', 'sent']);
    }, 10_000);
  });
});

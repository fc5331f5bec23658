import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { introducePair } from '../../src/server/modules/channels/testing';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { twoMembers } from './helpers/inapp';
import { newChatLink, phoneWith, send } from './helpers/mobile-chat';
import { sendDev } from './helpers/messenger';
import { signIn } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

/** Issue 42 item 2: a message about self-harm, suicide or abuse gets care and resources on every surface, never small talk. */
describe(`care in the companion on ${testDriver()}`, () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => app?.close());

  it('answers the phone chat with care and helplines, and keeps nothing of the message as a fact', async () => {
    app = await createTestApp();
    const desktop = await signIn(app);
    const { phone } = await phoneWith(app, (await newChatLink(desktop)).token);
    for (const [text, line] of [
      ["I don't want to be here anymore", /findahelpline\.com/],
      ['my ex hits me when I try to leave', /findahelpline\.com/],
      ['i keep thinking about ending it all', /emergency/],
    ] as const) {
      const { events } = await send(phone, text);
      const reply = events.find((e) => e.event === 'reply')!.data as { message: { content: string }; care?: string };
      expect(reply.message.content, text).toMatch(line);
      expect(reply.message.content, text).not.toMatch(/What would you like to talk about|How are you feeling about it|What's on your mind/);
      expect(reply.care, text).toBeTruthy();
    }
    const { db } = await getTestDatabase();
    const user = await db.select({ id: t.users.id }).from(t.users).limit(1);
    const facts = await db.select().from(t.memoryFacts).where(eq(t.memoryFacts.userId, user[0]!.id));
    expect(facts).toEqual([]);
  });

  it('gives the helplines of the country the person meets people in', async () => {
    const world = await twoMembers();
    app = world.app;
    await world.db.update(t.memberPreferences).set({ countryCode: 'GB' }).where(eq(t.memberPreferences.userId, world.ana.userId));
    await sendDev(world.ana, 'honestly everyone would be better off without me');
    const said = await world.lastText(world.ana);
    expect(said).toContain('Samaritans: 116 123');
    expect(said).toContain('999');
  });

  it('offers Block and Report with the helplines to a person in danger from someone Maya introduced', async () => {
    const world = await twoMembers();
    app = world.app;
    const decisions = { [world.ana.userId]: 'approve' as const, [world.bruno.userId]: 'approve' as const };
    const pairId = await world.propose({ status: 'introduced', decisions });
    await introducePair(world.db, world.app.messenger.notify, pairId, world.clock.now());
    await sendDev(world.ana, 'maya');
    await world.deliver();
    await sendDev(world.ana, 'he showed up at my work and wont leave me alone, im scared');
    const message = (await world.inbox(world.ana)).at(-1)!;
    expect(message.text).toMatch(/block and report/i);
    expect(message.buttons.flat().map((b) => b.label)).toEqual(['Block', 'Report']);
    // Nothing of it went to Bruno.
    expect(JSON.stringify(await world.inbox(world.bruno))).not.toContain('wont leave me alone');
  });
});

import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { newChatLink, phoneWith, send } from './helpers/mobile-chat';
import { signIn } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const replyOf = (events: { event: string; data: unknown }[]) =>
  (events.find((e) => e.event === 'reply')?.data as { message: { content: string } }).message.content;

/** Issue 14 through the real mobile chat: the phone (chat cookie only) talks, sees and edits what Maya knows. */
describe(`Maya learns in the mobile chat on ${testDriver()}`, () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await createTestApp();
  });
  afterEach(async () => app.close());

  it('remembers, recalls in a new session, shows the fact with its source to the phone, and forgets a deleted fact from the next message', async () => {
    const desktop = await signIn(app);
    const { phone } = await phoneWith(app, (await newChatLink(desktop)).token);
    expect(replyOf((await send(phone, 'I live in Lisbon and my dog is called Rex')).events)).toContain("I'll remember that");
    const { db } = await getTestDatabase();
    expect((await db.select().from(t.userInteractions)).map((i) => i.type).sort()).toEqual(['maya_response', 'personal_sharing']);

    // A new link (a new session): the memory stays.
    const { phone: second } = await phoneWith(app, (await newChatLink(desktop)).token);
    expect(replyOf((await send(second, 'Where do I live?')).events)).toContain('You told me you live in Lisbon.');

    const knowledge = await second.request({ method: 'GET', url: '/api/mobile-chat/companion/knowledge' });
    expect(knowledge.statusCode).toBe(200);
    const dog = knowledge.json().facts.find((f: { slot: string }) => f.slot === 'pet:dog');
    expect(dog).toMatchObject({ value: 'Rex', source: { kind: 'chat', text: 'I live in Lisbon and my dog is called Rex' } });
    expect(knowledge.json().relationship.stage).toBe('deepening_bond');
    expect((await second.request({ method: 'DELETE', url: `/api/mobile-chat/companion/facts/${dog.id}` })).statusCode).toBe(200);
    const after = replyOf((await send(second, "What's my dog's name?")).events);
    expect(after).not.toContain('Rex');
    expect(after).toContain("I don't think you've told me that yet.");
  });

  it('feedback from the phone changes the next reply: after "less advice" Maya asks no question', async () => {
    const desktop = await signIn(app);
    const { phone } = await phoneWith(app, (await newChatLink(desktop)).token);
    expect(replyOf((await send(phone, 'Work was a lot today and I am stressed')).events)).toContain('?');
    const feedback = await phone.request({
      method: 'POST',
      url: '/api/mobile-chat/companion/feedback',
      payload: { kind: 'too_proactive' },
    });
    expect(feedback.json().reason).toBe('You asked for less advice, so I ask fewer questions and suggest less.');
    expect(replyOf((await send(phone, 'Work was a lot again today and I am stressed')).events)).not.toContain('?');
  });
});

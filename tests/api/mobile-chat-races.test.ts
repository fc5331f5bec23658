import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { completeAssessment } from './helpers/assessment';
import { clientId, newChatLink, phoneWith, send } from './helpers/mobile-chat';
import { signIn, type Browser } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';
import { warmPool } from './helpers/warm-pool';

openTestDatabaseFirst();

// Meaningful on PostgreSQL (TEST_DATABASE_URL): PGlite runs one statement at a time and hides races.
describe(`parallel mobile chat writes on ${testDriver()}`, () => {
  let app: FastifyInstance;
  let desktop: Browser;
  beforeEach(async () => {
    app = await createTestApp();
    desktop = await signIn(app);
  });
  afterEach(async () => app.close());

  it('ten phones opening one link at once: exactly one gets the chat', async () => {
    const link = await newChatLink(desktop);
    await warmPool();
    const answers = await Promise.all(Array.from({ length: 10 }, () => phoneWith(app, link.token)));
    expect(answers.map((a) => a.res.statusCode).sort()).toEqual([200, ...Array(9).fill(401)]);
    const [row] = await (await getTestDatabase()).db.select().from(t.mobileChatSessions);
    expect(row!.cookieHash).not.toBeNull();
  });

  it('one message sent ten times at once is stored once with one reply', async () => {
    await completeAssessment(desktop);
    const { phone } = await phoneWith(app, (await newChatLink(desktop)).token);
    const id = clientId();
    await warmPool();
    const answers = await Promise.all(Array.from({ length: 10 }, () => send(phone, 'hello from a shaky train', id)));
    expect(answers.map((a) => a.res.statusCode)).toEqual(Array(10).fill(200));
    const rows = await (await getTestDatabase()).db.select().from(t.chatMessages);
    expect(rows.map((r) => r.role).sort()).toEqual(['assistant', 'user']);
    const replies = new Set(answers.map((a) => JSON.stringify((a.events.at(-1)!.data as { message: unknown }).message)));
    expect(replies.size).toBe(1);
  });
});

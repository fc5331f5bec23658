import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { createAiEngine } from '../../src/server/modules/ai';
import { afterReply, beforeReply } from '../../src/server/modules/conversation/testing';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { browser, signIn } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';
import { testLog } from './helpers/test-log';
import { warmPool } from './helpers/warm-pool';

openTestDatabaseFirst();

const interaction = (n: number, extra: Record<string, unknown> = {}) => ({
  client_id: `client-id-${String(n).padStart(4, '0')}`,
  type: 'message',
  content: `I love jazz and hiking, message ${n}`,
  context: {},
  ...extra,
});

describe(`companion API on ${testDriver()}`, () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await createTestApp();
  });
  afterEach(async () => app.close());

  it('answers 401 to nobody', async () => {
    const b = browser(app);
    for (const [method, url] of [
      ['GET', '/api/mobile-chat/companion/knowledge'],
      ['POST', '/api/mobile-chat/companion/interactions'],
      ['POST', '/api/mobile-chat/companion/feedback'],
      ['DELETE', '/api/mobile-chat/companion/knowledge'],
    ] as const) {
      expect((await b.request({ method, url, payload: method === 'GET' ? undefined : {} })).statusCode).toBe(401);
    }
  });

  it('stores a batch once per client id, as JSON or as a beacon (text/plain), and learns the preferences (confidence 0.6)', async () => {
    const b = await signIn(app);
    const batch = { interactions: [interaction(1), interaction(2, { type: 'profile_view', content: null })], confidence: 0.6 };
    const first = await b.request({ method: 'POST', url: '/api/mobile-chat/companion/interactions', payload: batch });
    expect(first.json()).toEqual({ stored: 2, categories: ['communication_style', 'engagement_preferences', 'interests'] });
    const beacon = await b.request({
      method: 'POST',
      url: '/api/mobile-chat/companion/interactions',
      payload: JSON.stringify(batch),
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(beacon.json()).toMatchObject({ stored: 0 });
    const { db } = await getTestDatabase();
    expect(await db.$count(t.userInteractions)).toBe(2);
    const prefs = await db.select().from(t.preferenceModels);
    expect(prefs.map((p) => [p.preferenceCategory, p.confidence]).sort()).toEqual([
      ['communication_style', 0.6],
      ['engagement_preferences', 0.6],
      ['interests', 0.6],
    ]);
    const knowledge = (await b.request({ method: 'GET', url: '/api/mobile-chat/companion/knowledge' })).json();
    expect(knowledge.preferences.find((p: { category: string }) => p.category === 'interests').lines[0]).toContain('jazz');
  });

  it('refuses more than 10 interactions in a batch', async () => {
    const b = await signIn(app);
    const res = await b.request({
      method: 'POST',
      url: '/api/mobile-chat/companion/interactions',
      payload: { interactions: Array.from({ length: 11 }, (_, i) => interaction(i)) },
    });
    expect(res.statusCode).toBe(400);
  });

  it('feedback moves the personality within bounds, saves a personality_adaptation (0.8) and says why', async () => {
    const b = await signIn(app);
    const res = await b.request({ method: 'POST', url: '/api/mobile-chat/companion/feedback', payload: { kind: 'too_proactive' } });
    expect(res.json()).toEqual({
      personality: expect.objectContaining({ proactiveness: 0.45, empathyLevel: 0.8 }),
      reason: 'You asked for less advice, so I ask fewer questions and suggest less.',
    });
    const knowledge = (await b.request({ method: 'GET', url: '/api/mobile-chat/companion/knowledge' })).json();
    expect(knowledge.changes).toEqual([
      { reason: 'You asked for less advice, so I ask fewer questions and suggest less.', at: expect.any(String) },
    ]);
    const { db } = await getTestDatabase();
    const [row] = await db.select().from(t.userInteractions);
    expect(row).toMatchObject({ type: 'personality_adaptation', context: expect.objectContaining({ confidence: 0.8 }) });
  });

  it('lists, edits and deletes facts, and forgets everything; a deleted fact is gone from the next reply', async () => {
    const b = await signIn(app);
    const userId = b.session.session.user.id as string;
    const { db } = await getTestDatabase();
    const ai = createAiEngine({ AI_TIMEOUT_MS: 1000 });
    const say = async (text: string) => {
      const turn = await beforeReply(db, ai, userId, { text }, testLog);
      const { reply } = await ai.chatReply({ message: text, companion: turn.companion });
      await afterReply(db, userId, turn, { text: reply });
      return reply;
    };
    await say('I live in Lisbon and my dog is called Rex');
    let k = (await b.request({ method: 'GET', url: '/api/mobile-chat/companion/knowledge' })).json();
    const rows = k.facts.map((f: { label: string; value: string; source: { text: string } }) => [f.label, f.value, f.source.text]);
    expect(rows.sort()).toEqual([
      ['Where you live', 'Lisbon', 'I live in Lisbon and my dog is called Rex'],
      ["Your dog's name", 'Rex', 'I live in Lisbon and my dog is called Rex'],
    ]);
    expect(k.relationship.stage).toBe('deepening_bond');
    const city = k.facts.find((f: { slot: string }) => f.slot === 'home_city');
    k = (await b.request({ method: 'PATCH', url: `/api/mobile-chat/companion/facts/${city.id}`, payload: { value: 'Porto' } })).json();
    expect(k.facts.find((f: { slot: string }) => f.slot === 'home_city')).toMatchObject({
      value: 'Porto',
      source: { kind: 'edit' },
      history: [{ value: 'Lisbon' }],
    });
    expect(await say('Where do I live?')).toContain('Porto');
    const dog = k.facts.find((f: { slot: string }) => f.slot === 'pet:dog');
    k = (await b.request({ method: 'DELETE', url: `/api/mobile-chat/companion/facts/${dog.id}` })).json();
    expect(k.facts.map((f: { slot: string }) => f.slot)).toEqual(['home_city']);
    expect(await say("What's my dog's name?")).not.toContain('Rex');
    expect((await b.request({ method: 'DELETE', url: `/api/mobile-chat/companion/facts/${dog.id}` })).statusCode).toBe(404);
    k = (await b.request({ method: 'DELETE', url: '/api/mobile-chat/companion/knowledge' })).json();
    expect(k).toMatchObject({ facts: [], preferences: [], changes: [], relationship: { stage: 'getting_to_know' } });
    expect(await say('Where do I live?')).toContain("I don't think you've told me that yet.");
  });

  it("writes nothing before the reply's first token: the turn's writes wait for save(), which runs them once", async () => {
    const b = await signIn(app);
    const { db } = await getTestDatabase();
    const turn = await beforeReply(
      db,
      createAiEngine({ AI_TIMEOUT_MS: 1000 }),
      b.session.session.user.id,
      { text: 'I live in Lisbon' },
      testLog,
    );
    expect(turn.companion.facts).toEqual([{ slot: 'home_city', value: 'Lisbon' }]);
    await new Promise((resolve) => setImmediate(resolve));
    expect([await db.$count(t.memoryFacts), await db.$count(t.userInteractions)]).toEqual([0, 0]);
    await Promise.all([turn.save(), turn.save()]);
    expect([await db.$count(t.memoryFacts), await db.$count(t.userInteractions)]).toEqual([1, 1]);
  });

  it("never shows or changes another person's facts", async () => {
    const ada = await signIn(app);
    const { db } = await getTestDatabase();
    await beforeReply(db, createAiEngine({ AI_TIMEOUT_MS: 1000 }), ada.session.session.user.id, { text: 'I live in Lisbon' }, testLog).then(
      (t) => t.save(),
    );
    const [fact] = await db.select().from(t.memoryFacts);
    const bob = await signIn(app, { email: 'bob@example.com', name: 'Bob' });
    expect((await bob.request({ method: 'GET', url: '/api/mobile-chat/companion/knowledge' })).json().facts).toEqual([]);
    expect((await bob.request({ method: 'DELETE', url: `/api/mobile-chat/companion/facts/${fact!.id}` })).statusCode).toBe(404);
    expect(
      (await bob.request({ method: 'PATCH', url: `/api/mobile-chat/companion/facts/${fact!.id}`, payload: { value: 'Oslo' } })).statusCode,
    ).toBe(404);
    expect(await db.$count(t.memoryFacts)).toBe(1);
  });
});

// Meaningful on PostgreSQL (TEST_DATABASE_URL): PGlite runs one statement at a time and hides races.
describe(`parallel companion writes on ${testDriver()}`, () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await createTestApp();
  });
  afterEach(async () => app.close());

  it('the same batch sent 6 times at once is stored once', async () => {
    const b = await signIn(app);
    const batch = { interactions: Array.from({ length: 10 }, (_, i) => interaction(i)) };
    await warmPool();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => b.request({ method: 'POST', url: '/api/mobile-chat/companion/interactions', payload: batch })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(answers.reduce((n, a) => n + (a.json().stored as number), 0)).toBe(10);
    const { db } = await getTestDatabase();
    expect(await db.$count(t.userInteractions)).toBe(10);
  });

  it('4 parallel too_proactive feedbacks all count: 0.6 → 0.45 → 0.3 → 0.2 (min) → 0.2, no lost update', async () => {
    const b = await signIn(app);
    await warmPool();
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        b.request({ method: 'POST', url: '/api/mobile-chat/companion/feedback', payload: { kind: 'too_proactive' } }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    const k = (await b.request({ method: 'GET', url: '/api/mobile-chat/companion/knowledge' })).json();
    expect(k.personality.proactiveness).toBe(0.2);
    const { db } = await getTestDatabase();
    expect(await db.$count(t.userInteractions)).toBe(3);
  });

  it('10 parallel messages: every fact is kept, one current value per slot, the rest history, every message counted', async () => {
    const b = await signIn(app);
    const userId = b.session.session.user.id as string;
    const { db } = await getTestDatabase();
    const ai = createAiEngine({ AI_TIMEOUT_MS: 1000 });
    const pets = ['Rex', 'Miso', 'Bolt', 'Luna', 'Nala'];
    const cities = ['Lisbon', 'Porto', 'Berlin', 'Oslo', 'Rome'];
    await warmPool();
    const turns = await Promise.all([
      ...pets.map((name, i) =>
        beforeReply(db, ai, userId, { text: `My ${['dog', 'cat', 'rabbit', 'parrot', 'hamster'][i]} is called ${name}` }, testLog),
      ),
      ...cities.map((city) => beforeReply(db, ai, userId, { text: `I live in ${city}` }, testLog)),
    ]);
    await Promise.all(turns.map((turn) => turn.save()));
    const facts = await db.select().from(t.memoryFacts);
    expect(
      facts
        .filter((f) => f.slot.startsWith('pet:') && !f.supersededAt)
        .map((f) => f.value)
        .sort(),
    ).toEqual([...pets].sort());
    expect(facts.filter((f) => f.slot === 'home_city' && !f.supersededAt)).toHaveLength(1);
    expect(
      facts
        .filter((f) => f.slot === 'home_city')
        .map((f) => f.value)
        .sort(),
    ).toEqual([...cities].sort());
    const [social] = await db.select().from(t.socialContexts);
    expect((social!.state as { socialDynamics: { messages: number } }).socialDynamics.messages).toBe(10);
    expect(await db.$count(t.userInteractions)).toBe(10);
  });
});

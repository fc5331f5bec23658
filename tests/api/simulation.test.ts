import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { acquireSimulationLock } from '../../src/server/modules/simulation/testing';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { completeAssessment } from './helpers/assessment';
import { signIn, type Browser } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

type Frame = { event: string; data: unknown };
const parseFrames = (body: string): Frame[] =>
  body
    .split('\n\n')
    .filter(Boolean)
    .map((chunk) => {
      const event = /^event: (.+)$/m.exec(chunk)![1]!;
      return { event, data: JSON.parse(/^data: (.+)$/m.exec(chunk)![1]!) };
    });

describe(`simulation API on ${testDriver()}`, () => {
  let app: FastifyInstance;
  let b: Browser & { session: { session: { user: { id: string } } } };
  beforeEach(async () => {
    app = await createTestApp();
    b = await signIn(app);
  });
  afterEach(async () => app.close());

  it('refuses signed-out calls and people without a profile', async () => {
    for (const url of ['/api/simulation/match', '/api/simulation/run', '/api/simulation/stream']) {
      const res = await app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Please log in to continue');
    }
    const res = await b.request({ method: 'POST', url: '/api/simulation/run', payload: {} });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Could not load your personality profile. Please complete the assessment first.');
  });

  it('finds a match with clamped scores and the card defaults', async () => {
    await completeAssessment(b);
    const { match, message } = (await b.request({ method: 'POST', url: '/api/simulation/match', payload: {} })).json();
    expect(match).toMatchObject({
      name: expect.any(String),
      age: expect.any(Number),
      location: expect.any(String),
      bio: expect.any(String),
    });
    expect(match.interests.length).toBeLessThanOrEqual(6);
    const traits = match.persona.personality_traits;
    for (const v of Object.values(traits) as number[]) {
      expect(v).toBeGreaterThanOrEqual(0.1);
      expect(v).toBeLessThanOrEqual(0.9);
    }
    expect(traits.agreeableness).toBeGreaterThanOrEqual(0.4);
    expect(traits.honesty_humility).toBeGreaterThanOrEqual(0.4);
    expect(message).toContain(match.name);
  });

  it('runs the full week reproducibly from a seed and saves the result', async () => {
    await completeAssessment(b);
    const { db } = await getTestDatabase();
    const first = (await b.request({ method: 'POST', url: '/api/simulation/run', payload: { seed: 4242 } })).json();
    const [firstRow] = await db.select().from(t.simulationResults);
    // The same seed and the same history (what the person has already been told) give the same week.
    await db.delete(t.simulationResults).where(eq(t.simulationResults.userId, b.session.session.user.id));
    const again = (await b.request({ method: 'POST', url: '/api/simulation/run', payload: { seed: 4242 } })).json();
    expect(again.transcript).toEqual(first.transcript);
    await db.insert(t.simulationResults).values({ ...firstRow!, id: undefined });
    expect(new Set(first.transcript.map((m: { day: number }) => m.day))).toEqual(new Set([1, 2, 3, 4, 5, 6, 7]));
    expect(['YES', 'NO', 'MAYBE']).toContain(first.final.decision);
    expect(first.final.why.length).toBeGreaterThan(0);
    expect(first.week_summary.length).toBeGreaterThan(20);
    const rows = await db.select().from(t.simulationResults);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      matchName: first.persona_b.name,
      messageCount: first.transcript.length,
      decision: first.final.decision,
    });
    expect(rows[0]!.simulationData).toMatchObject({ simulation_seed: 4242, total_messages: first.transcript.length });
  });

  it("never retells an anecdote from the person's earlier weeks, even with the same seed", async () => {
    await completeAssessment(b);
    const { db } = await getTestDatabase();
    const told = async () =>
      (await db.select().from(t.simulationResults).orderBy(desc(t.simulationResults.createdAt)))[0]!.simulationData
        .anecdotes_told as string[];
    const heard = new Set<string>();
    for (let run = 0; run < 3; run++) {
      const week = await b.request({ method: 'POST', url: '/api/simulation/run', payload: { seed: 4242 } });
      expect(week.statusCode).toBe(200);
      const ids = await told();
      expect(ids.length, `run ${run + 1} tells anecdotes`).toBeGreaterThan(0);
      expect(
        ids.filter((id) => heard.has(id)),
        `run ${run + 1} retells`,
      ).toEqual([]);
      ids.forEach((id) => heard.add(id));
    }
  });

  it('simulates a conversation with a found match for the connections screen', async () => {
    await completeAssessment(b);
    const { match } = (await b.request({ method: 'POST', url: '/api/simulation/match', payload: {} })).json();
    const res = (
      await b.request({ method: 'POST', url: '/api/simulation/conversation', payload: { matchProfile: match, seed: 7 } })
    ).json();
    expect(res.conversation.length).toBeGreaterThan(6);
    expect(new Set(res.conversation.map((m: { sender: string }) => m.sender))).toEqual(new Set(['user', 'match']));
    expect(res.compatibilityScore).toBeGreaterThan(0);
    expect(['YES', 'NO', 'MAYBE']).toContain(res.decision);
  });

  it('streams each message, then the final result, as server-sent events', async () => {
    await completeAssessment(b);
    const res = await b.request({ method: 'POST', url: '/api/simulation/stream', payload: { seed: 99 } });
    expect(res.headers['content-type']).toContain('text/event-stream');
    const frames = parseFrames(res.body);
    expect(frames[0]!.event).toBe('start');
    const messages = frames.filter((f) => f.event === 'message');
    const final = frames.at(-1)!;
    expect(final.event).toBe('final');
    expect(messages.map((m) => m.data)).toEqual((final.data as { transcript: unknown[] }).transcript);
    const plan = (frames[0]!.data as { plan: { turns: number }[] }).plan;
    expect(plan.length).toBeGreaterThanOrEqual(14);
    expect(plan.length).toBeLessThanOrEqual(21);
  });

  it('runs one simulation per person at a time', async () => {
    await completeAssessment(b);
    const { db } = await getTestDatabase();
    expect(await acquireSimulationLock(db, b.session.session.user.id)).not.toBeNull();
    for (const url of ['/api/simulation/run', '/api/simulation/stream']) {
      const res = await b.request({ method: 'POST', url, payload: {} });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toBe('Simulation already in progress');
    }
    // Someone else is not blocked.
    const other = await signIn(app, { email: 'bo@example.com', name: 'Bo' });
    await completeAssessment(other);
    expect((await other.request({ method: 'POST', url: '/api/simulation/run', payload: {} })).statusCode).toBe(200);
  });
});

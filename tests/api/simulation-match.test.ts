import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { completeAssessment } from './helpers/assessment';
import { signIn, type Browser } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

describe(`one kept match on ${testDriver()} (issue 12 item 1)`, () => {
  let app: FastifyInstance;
  let b: Browser & { session: { session: { user: { id: string } } } };
  beforeEach(async () => {
    app = await createTestApp();
    b = await signIn(app);
    await completeAssessment(b);
  });
  afterEach(async () => app.close());

  const currentRows = async () => {
    const { db } = await getTestDatabase();
    return db
      .select()
      .from(t.matches)
      .where(and(eq(t.matches.userId, b.session.session.user.id), isNull(t.matches.supersededAt)));
  };

  const interactionsOf = async (types: string[]) => {
    const { db } = await getTestDatabase();
    return db
      .select()
      .from(t.userInteractions)
      .where(and(eq(t.userInteractions.userId, b.session.session.user.id), inArray(t.userInteractions.type, types)))
      .orderBy(t.userInteractions.createdAt);
  };

  it('has no match before the first search, then keeps the one found', async () => {
    expect((await b.request({ method: 'GET', url: '/api/simulation/match' })).json()).toEqual({ match: null });
    const { match } = (await b.request({ method: 'POST', url: '/api/simulation/match', payload: {} })).json();
    expect((await b.request({ method: 'GET', url: '/api/simulation/match' })).json()).toEqual({ match });
    const rows = await currentRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.profile).toEqual(match);
    expect(['maya', 'ada']).not.toContain(match.name.toLowerCase());
  });

  it('runs the preview, the week and the saved result with the kept match', async () => {
    const { match } = (await b.request({ method: 'POST', url: '/api/simulation/match', payload: {} })).json();
    const [kept] = await currentRows();
    const preview = (await b.request({ method: 'POST', url: '/api/simulation/conversation', payload: {} })).json();
    const week = (await b.request({ method: 'POST', url: '/api/simulation/run', payload: {} })).json();
    expect(week.persona_b.name).toBe(match.name);
    expect(week.seed).toBe(kept!.seed);
    expect(preview.conversation.length).toBeGreaterThan(0);
    const { db } = await getTestDatabase();
    const saved = await db.select().from(t.simulationResults).orderBy(t.simulationResults.createdAt);
    expect(saved.map((r) => [r.matchName, r.matchId])).toEqual([
      [match.name, kept!.id],
      [match.name, kept!.id],
    ]);
    // Same two people, but the week tells none of the stories the preview told (issue 12).
    const [previewTold, weekTold] = saved.map((r) => r.simulationData.anecdotes_told as string[]);
    expect(previewTold!.length).toBeGreaterThan(0);
    expect(weekTold!.filter((id) => previewTold!.includes(id))).toEqual([]);
    // Issue 14: Maya learns from the match and from each simulated conversation (spec §3 types).
    const learned = await interactionsOf(['match', 'conversation']);
    expect(learned.map((i) => [i.type, i.context.matchId])).toEqual([
      ['match', kept!.id],
      ['conversation', kept!.id],
      ['conversation', kept!.id],
    ]);
    expect(learned.slice(1).map((i) => i.context.simulationId)).toEqual(saved.map((r) => r.id));
    expect(learned[2]!.content).toBe(`A simulated week with ${match.name}: ${saved[1]!.decision}, ${saved[1]!.compatibilityScore}%`);
  });

  it('finds another match only when asked, superseding the last one', async () => {
    const first = (await b.request({ method: 'POST', url: '/api/simulation/match', payload: {} })).json().match;
    const again = (await b.request({ method: 'POST', url: '/api/simulation/run', payload: {} })).json();
    expect(again.persona_b.name).toBe(first.name);
    const second = (await b.request({ method: 'POST', url: '/api/simulation/match', payload: {} })).json().match;
    expect((await b.request({ method: 'GET', url: '/api/simulation/match' })).json().match).toEqual(second);
    const { db } = await getTestDatabase();
    const all = await db.select().from(t.matches);
    expect(all).toHaveLength(2);
    expect(all.filter((m) => m.supersededAt === null)).toHaveLength(1);
  });

  it('keeps exactly one current match when searches race', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => b.request({ method: 'POST', url: '/api/simulation/match', payload: {} })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const rows = await currentRows();
    expect(rows).toHaveLength(1);
    expect((await b.request({ method: 'GET', url: '/api/simulation/match' })).json().match).toEqual(rows[0]!.profile);
    // A search that lost the race stored no interaction: one per match kept, current or superseded.
    const { db } = await getTestDatabase();
    const kept = await db.select({ id: t.matches.id }).from(t.matches);
    expect((await interactionsOf(['match'])).map((i) => i.context.matchId).sort()).toEqual(kept.map((m) => m.id).sort());
  });

  it('finds and keeps a match for a week started before any search', async () => {
    const week = (await b.request({ method: 'POST', url: '/api/simulation/run', payload: {} })).json();
    const rows = await currentRows();
    expect(rows).toHaveLength(1);
    expect(week.persona_b.name).toBe((rows[0]!.profile as { name: string }).name);
  });

  it('refuses signed-out reads of the match', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/simulation/match' })).statusCode).toBe(401);
  });
});

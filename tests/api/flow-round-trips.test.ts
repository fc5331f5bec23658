import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FLOW_FACTS, SESSION_BY_ACCESS_TOKEN } from '../../bench/api-flow/statements';
import { buildApp } from '../../src/server/app';
import * as t from '../../src/server/db/schema';
import { loadFlowFacts } from '../../src/server/modules/flow';
import { getTestDatabase, resetDatabase, testDriver } from '../setup/test-db';
import { countingDatabase } from './helpers/counting-db';
import { signIn } from './helpers/sign-in';
import { testConfig } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

/** GET /api/flow runs on every screen change: its cost is its round trips to the database (docs/decisions/011). */
describe(`GET /api/flow round trips on ${testDriver()}`, () => {
  let app: FastifyInstance;
  let queries: string[];
  openTestDatabaseFirst();
  beforeEach(async () => {
    const handle = await getTestDatabase();
    await resetDatabase(handle);
    const counting = countingDatabase(handle);
    queries = counting.queries;
    app = await buildApp({ config: testConfig(), db: counting.db });
    await app.ready();
  });
  afterEach(async () => app.close());

  it('answers a signed-in person with two queries: the session, then the flow facts', async () => {
    const b = await signIn(app);
    for (let i = 0; i < 3; i++) {
      queries.length = 0;
      const res = await b.request({ method: 'GET', url: '/api/flow' });
      expect(res.statusCode).toBe(200);
      expect(queries).toHaveLength(2);
    }
  });

  it('runs exactly the statements of the api-flow bench baseline, in its order (bench/api-flow/statements.ts)', async () => {
    // `npm run bench -- api-flow` compares this route with a bare server running these statements
    // (issue 30 item 3): when the route's queries change, this fails until the baseline's follow.
    const b = await signIn(app);
    queries.length = 0;
    expect((await b.request({ method: 'GET', url: '/api/flow' })).statusCode).toBe(200);
    expect(queries).toEqual([SESSION_BY_ACCESS_TOKEN.text, FLOW_FACTS.text]);
  });

  it('writes nothing for a read: no security event, no last-seen update', async () => {
    const b = await signIn(app);
    queries.length = 0;
    await b.request({ method: 'GET', url: '/api/flow' });
    expect(queries.filter((q) => !/^\s*select/i.test(q))).toEqual([]);
  });

  it('reads every fact in that one query: no profile, then a profile, a personality profile and an automation', async () => {
    const { db } = await getTestDatabase();
    const [user] = await db.insert(t.users).values({ issuer: 'https://idp.test', subject: 'facts' }).returning({ id: t.users.id });
    const userId = user!.id;
    expect(await loadFlowFacts(db, userId)).toEqual({ profile: null, hasPersonalityProfile: false, automationSessionCount: 0 });
    await db
      .insert(t.profiles)
      .values({ userId, onboardingCompleted: true, inviteStatus: 'approved', hingeConnected: true, flowMarks: ['reveal'] });
    await db.insert(t.personalityProfiles).values({ userId, hexacoScores: {} });
    await db.insert(t.automationSessions).values({ userId });
    expect(await loadFlowFacts(db, userId)).toEqual({
      profile: { onboardingCompleted: true, inviteStatus: 'approved', tinderConnected: false, hingeConnected: true, flowMarks: ['reveal'] },
      hasPersonalityProfile: true,
      automationSessionCount: 1,
    });
  });
});

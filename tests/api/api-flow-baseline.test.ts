import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_FACTS, SESSION_BY_ACCESS_TOKEN } from '../../bench/api-flow/statements';
import { buildApp } from '../../src/server/app';
import { getTestDatabase, resetDatabase, testDriver } from '../setup/test-db';
import { countingDatabase } from './helpers/counting-db';
import { signIn } from './helpers/sign-in';
import { testConfig } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

/**
 * `npm run bench -- api-flow` compares GET /api/flow with a bare server running the same statements
 * (issue 30 item 3): when the route's queries change, this fails until the baseline's follow.
 */
describe(`the api-flow bench baseline on ${testDriver()}`, () => {
  let app: FastifyInstance;
  let queries: string[];
  openTestDatabaseFirst();
  beforeAll(async () => {
    const handle = await getTestDatabase();
    await resetDatabase(handle);
    const counting = countingDatabase(handle);
    queries = counting.queries;
    app = await buildApp({ config: testConfig(), db: counting.db });
    await app.ready();
  });
  afterAll(async () => app.close());

  it('runs exactly the statements GET /api/flow runs, in its order', async () => {
    const b = await signIn(app);
    queries.length = 0;
    expect((await b.request({ method: 'GET', url: '/api/flow' })).statusCode).toBe(200);
    expect(queries).toEqual([SESSION_BY_ACCESS_TOKEN.text, FLOW_FACTS.text]);
  });
});

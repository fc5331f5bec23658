import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDriver } from '../setup/test-db';
import { addProposal, signedInMember } from './helpers/agent-fixtures';
import { getTestDatabase } from '../setup/test-db';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const TOKEN = 'metrics-admin-token-0123456789abcdef';

/** Issue 42 item 3: the operator's counters in Prometheus' text format, behind the admin token. */
describe(`GET /metrics on ${testDriver()}`, () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp({}, { adminToken: TOKEN });
  });
  afterAll(async () => app?.close());

  it('refuses a scrape without the admin token, and a member’s session', async () => {
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
  });

  it('reports pairs by status and the process, in the text format', async () => {
    const { db } = await getTestDatabase();
    const ana = await signedInMember(app, db, { name: 'Ana Souza', email: 'ana.metrics@example.com', birthDate: '1996-03-10' });
    const bruno = await signedInMember(app, db, { name: 'Bruno Costa', email: 'bruno.metrics@example.com', birthDate: '1992-05-20' });
    await addProposal(db, ana.userId, bruno.userId, {});
    const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(/^maya_pairs\{status="proposed"\} 1$/m);
    expect(res.body).toMatch(/^maya_members_active \d+$/m);
    expect(res.body).toMatch(/^maya_reports_last_day 0$/m);
    expect(res.body).toMatch(/^maya_process_resident_memory_bytes \d+/m);
    expect(res.body).not.toContain('example.com');
  });
});

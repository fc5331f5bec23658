import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import * as t from '../../src/server/db/schema';
import type { PersonalDataExport } from '../../src/shared/schemas/privacy';
import { getTestDatabase, resetDatabase, testDriver } from '../setup/test-db';
import { addProposal, LISBON, PORTO, signedInMember, type SignedInMember } from './helpers/agent-fixtures';
import { appWithRouteList, type ListedRoute } from './helpers/route-list';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

/** What one member's every answer may never hold of another (issue 31 item 9). */
const secretsOf = (m: SignedInMember, spec: { name: string; email: string; phone: string; city: typeof LISBON }) => [
  m.userId,
  spec.email,
  spec.phone,
  spec.phone.slice(1),
  spec.name,
  spec.name.split(' ').slice(1).join(' '),
  String(spec.city.lat),
  String(spec.city.lon),
  String(Math.abs(spec.city.lon)),
];

const ANA = { name: 'Ana Maria Souza', email: 'ana.souza@example.com', phone: '+351912345678', city: LISBON };
const BRUNO = { name: 'Bruno Alves Costa', email: 'bruno.costa@example.com', phone: '+351934567890', city: PORTO };

/** The bodies of the agent routes to send, per route; a new /api/agent route fails the test until it is listed here. */
const SAMPLE_BODIES: Record<string, (callerCity: typeof LISBON) => unknown> = {
  'GET /api/agent/shortlist': () => undefined,
  'GET /api/agent/preferences': () => undefined,
  // The caller's own card, saved again as it is (their own answer names their own city only).
  'PUT /api/agent/preferences': (city) => ({
    birth_date: '1994-05-10',
    gender: 'woman',
    seeks: ['man'],
    age_min: 25,
    age_max: 45,
    city_id: city.id,
    max_km: 100,
    looking_for: 'long_term',
    share_age: true,
    share_area: true,
    // As Bruno has it (the download test reads his summary as not shared).
    share_summary: false,
  }),
  'POST /api/agent/proposals/:id/decision': () => ({ decision: 'approve' }),
  'POST /api/agent/proposals/:id/report': () => ({ reason: 'other', note: 'just checking' }),
  'POST /api/agent/proposals/:id/block': () => ({}),
};
const AUTOMATION_CALLS = [
  { method: 'GET', url: '/api/automation' },
  { method: 'POST', url: '/api/automation', payload: { action: 'pause_automation' } },
  { method: 'POST', url: '/api/automation', payload: { action: 'resume_automation' } },
] as const;

describe(`another member's contact details never reach a member (issue 31 item 9) on ${testDriver()}`, () => {
  let app: FastifyInstance;
  let routes: ListedRoute[];
  let db: Database;
  let ana: SignedInMember;
  let bruno: SignedInMember;
  beforeAll(async () => {
    ({ app, routes } = await appWithRouteList());
    db = (await getTestDatabase()).db;
    await resetDatabase(await getTestDatabase());
    ana = await signedInMember(app, db, ANA);
    bruno = await signedInMember(app, db, { ...BRUNO, share: { summary: false } });
  });
  afterAll(async () => app?.close());

  /** Every /api/agent answer and every /api/automation answer, as `caller`, on fresh proposals. */
  async function everyAnswer(caller: SignedInMember, other: SignedInMember, callerCity: typeof LISBON) {
    const agentRoutes = routes.filter((r) => r.url.startsWith('/api/agent/'));
    expect(agentRoutes.map((r) => `${r.method} ${r.url}`).sort()).toEqual(Object.keys(SAMPLE_BODIES).sort());
    const bodies: string[] = [];
    // Blocking closes the pair, so each route gets a proposal of its own, and the block comes last.
    for (const route of [...agentRoutes].sort((a) => (a.url.endsWith('/block') ? 1 : -1))) {
      await db.delete(t.agentPairs);
      await db.delete(t.memberBlocks);
      const id = await addProposal(db, caller.userId, other.userId, { decisions: { [other.userId]: 'approve' } });
      const res = await caller.request({
        method: route.method as 'GET',
        url: route.url.replace(':id', id),
        ...(route.method === 'GET' ? {} : { payload: SAMPLE_BODIES[`${route.method} ${route.url}`]!(callerCity) as object }),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(200);
      bodies.push(res.body);
    }
    // And the introduced state, where both are known to have approved.
    await db.delete(t.agentPairs);
    await db.delete(t.memberBlocks);
    await addProposal(db, caller.userId, other.userId, { status: 'introduced' });
    bodies.push((await caller.request({ method: 'GET', url: '/api/agent/shortlist' })).body);
    for (const call of AUTOMATION_CALLS) {
      const res = await caller.request({ ...call, ...('payload' in call ? { payload: call.payload } : {}) });
      expect(res.statusCode).toBe(200);
      bodies.push(res.body);
    }
    return bodies;
  }

  it('no answer to Bruno holds Ana’s e-mail, phone, full name or coordinates, and none to Ana holds Bruno’s', async () => {
    for (const [caller, other, spec, callerSpec] of [
      [bruno, ana, ANA, BRUNO],
      [ana, bruno, BRUNO, ANA],
    ] as const) {
      const bodies = await everyAnswer(caller, other, callerSpec.city);
      const text = bodies.join('\n');
      // The card did show the other: their first name, and their area as a city name.
      expect(text).toContain(`"firstName":"${spec.name.split(' ')[0]}"`);
      expect(text).toContain(spec.city.name);
      for (const secret of secretsOf(other, spec)) expect(text, `a ${caller === ana ? 'Ana' : 'Bruno'} answer`).not.toContain(secret);
    }
  });

  it('A’s download holds A’s preferences, proposals and decisions, but not B’s answer, verdict or unshared summary', async () => {
    await db.delete(t.agentPairs);
    await db.delete(t.memberBlocks);
    await db.delete(t.memberReports);
    const id = await addProposal(db, ana.userId, bruno.userId, {
      status: 'passed',
      decisions: { [ana.userId]: 'approve', [bruno.userId]: 'pass' },
    });
    await ana.request({ method: 'POST', url: `/api/agent/proposals/${id}/report`, payload: { reason: 'other', note: 'ana-note' } });
    await bruno.request({ method: 'POST', url: `/api/agent/proposals/${id}/report`, payload: { reason: 'unsafe', note: 'bruno-note' } });
    const res = await ana.request({ method: 'POST', url: '/api/privacy/export', payload: {} });
    expect(res.statusCode).toBe(200);
    const file = res.json<PersonalDataExport>();
    expect(file.tables.member_preferences).toMatchObject([{ user_id: ana.userId, city_name: 'Lisbon' }]);
    const anaIsLow = ana.userId < bruno.userId;
    expect(file.tables.agent_pairs).toEqual([
      expect.objectContaining({
        id,
        state: 'waiting',
        my_decision: 'approve',
        my_agent_verdict: expect.objectContaining({
          why: expect.arrayContaining([expect.objectContaining({ text: expect.stringMatching(anaIsLow ? /^Low/ : /^High/) })]),
        }),
        proposal_as_shown: expect.objectContaining({ firstName: 'Bruno', summary: null, myDecision: 'approve' }),
      }),
    ]);
    expect(file.tables.member_reports!.map((r) => r.note)).toEqual(['ana-note']);
    const pairs = JSON.stringify(file.tables.agent_pairs);
    expect(pairs).not.toMatch(/pass/);
    expect(pairs).not.toMatch(anaIsLow ? /High side/ : /Low side/);
    expect(res.body).not.toContain('bruno-note');
    for (const secret of secretsOf(bruno, BRUNO)) expect(res.body).not.toContain(secret);
    const [stored] = await db.select().from(t.agentPairs).where(eq(t.agentPairs.id, id));
    expect(stored!.status).toBe('passed');
  });
});

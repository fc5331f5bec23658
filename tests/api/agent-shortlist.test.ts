import { randomUUID } from 'node:crypto';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import * as t from '../../src/server/db/schema';
import type { ProposalCard } from '../../src/shared/schemas/shortlist';
import { getTestDatabase, resetDatabase, testDriver } from '../setup/test-db';
import { addMember, addProposal, PORTO, signedInMember, type SignedInMember } from './helpers/agent-fixtures';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const thirtyYearsAgo = () => `${new Date().getUTCFullYear() - 30}-01-01`;
const DAY_MS = 86_400_000;

const list = async (m: SignedInMember) => {
  const res = await m.request({ method: 'GET', url: '/api/agent/shortlist' });
  expect(res.statusCode).toBe(200);
  return res.json<{ proposals: ProposalCard[] }>().proposals;
};
const decide = (m: SignedInMember, id: string, decision: 'approve' | 'pass') =>
  m.request({ method: 'POST', url: `/api/agent/proposals/${id}/decision`, payload: { decision } });
const stateOf = async (m: SignedInMember, id: string) => (await list(m)).find((p) => p.id === id)?.state;

describe(`the shortlist (issue 31 item 4) on ${testDriver()}`, () => {
  let app: FastifyInstance;
  let db: Database;
  let ana: SignedInMember;
  let bruno: SignedInMember;
  beforeAll(async () => {
    app = await createTestApp();
    db = (await getTestDatabase()).db;
  });
  beforeEach(async () => {
    await resetDatabase(await getTestDatabase());
    ana = await signedInMember(app, db, { name: 'Ana Maria Souza', email: 'ana@example.com', birthDate: thirtyYearsAgo() });
    bruno = await signedInMember(app, db, { name: 'Bruno Costa', email: 'bruno@example.com', city: PORTO, share: { age: false } });
  });
  afterAll(async () => app?.close());

  it('shows each side a card of what the other shares, with its own reasons, newest first', async () => {
    const older = await addProposal(db, ana.userId, bruno.userId, { proposedAt: new Date(Date.now() - DAY_MS) });
    const carla = await addMember(db, { name: 'Carla Dias', email: 'carla@example.com', share: { area: false, summary: false } });
    const newer = await addProposal(db, ana.userId, carla);
    const dora = await addMember(db, { name: 'Dora Lima', email: 'dora@example.com' });
    await addProposal(db, ana.userId, dora, { status: 'declined' });

    const cards = await list(ana);
    expect(cards.map((c) => c.id)).toEqual([newer, older]);
    const anaSide = ana.userId < bruno.userId ? 'Low' : 'High';
    expect(cards[1]).toMatchObject({
      firstName: 'Bruno',
      age: null,
      area: 'Porto, Portugal',
      myDecision: null,
      state: 'new',
      introducedAt: null,
      sharedInterests: ['museums', 'walking', 'coffee'],
      whyItFits: [expect.stringContaining(`${anaSide} side`)],
    });
    expect(cards[1]!.weekLines.length).toBeGreaterThanOrEqual(2);
    expect(cards[1]!.weekLines.length).toBeLessThanOrEqual(4);
    expect(new Set(cards[1]!.weekLines.map((l) => l.from))).toEqual(new Set(['you', 'Bruno']));
    expect(cards[0]).toMatchObject({ firstName: 'Carla', area: null, summary: null });

    const [fromBruno] = await list(bruno);
    expect(fromBruno).toMatchObject({ id: older, firstName: 'Ana', age: 30, area: 'Lisbon, Portugal' });
    expect(fromBruno!.summary).toMatch(/\w/);
  });

  it('never tells the other’s answer: after the other passes I still wait, then see it expire', async () => {
    const id = await addProposal(db, ana.userId, bruno.userId);
    expect((await decide(bruno, id, 'pass')).json()).toMatchObject({ state: 'passed', myDecision: 'pass' });
    expect(await stateOf(ana, id)).toBe('new');
    const approved = await decide(ana, id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({ state: 'waiting', myDecision: 'approve' });
    expect(JSON.stringify(await list(ana))).not.toMatch(/pass/);
    await db
      .update(t.agentPairs)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(t.agentPairs.id, id));
    expect(await stateOf(ana, id)).toBe('expired');
    expect(await stateOf(bruno, id)).toBe('passed');
  });

  it('introduces both when both approve; a second tap changes nothing', async () => {
    const id = await addProposal(db, ana.userId, bruno.userId);
    expect((await decide(ana, id, 'approve')).json().state).toBe('waiting');
    expect(await stateOf(bruno, id)).toBe('new');
    const both = (await decide(bruno, id, 'approve')).json<ProposalCard>();
    expect(both.state).toBe('introduced');
    expect(both.introducedAt).not.toBeNull();
    expect(await stateOf(ana, id)).toBe('introduced');
    const [before] = await db.select().from(t.agentPairs).where(eq(t.agentPairs.id, id));
    const again = await decide(ana, id, 'pass');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ state: 'introduced', myDecision: 'approve' });
    const [after] = await db.select().from(t.agentPairs).where(eq(t.agentPairs.id, id));
    expect(after).toEqual(before);
    expect(after!.status).toBe('introduced');
  });

  it('refuses an expired proposal with 409, and another’s or an unknown one with 404', async () => {
    const expired = await addProposal(db, ana.userId, bruno.userId, { expiresAt: new Date(Date.now() - 1000) });
    const res = await decide(ana, expired, 'approve');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'proposal_expired', message: 'This introduction has expired.' });
    const carla = await addMember(db, { name: 'Carla Dias', email: 'carla@example.com' });
    const dora = await addMember(db, { name: 'Dora Lima', email: 'dora@example.com' });
    const theirs = await addProposal(db, carla, dora);
    const declined = await addProposal(db, ana.userId, carla, { status: 'declined' });
    for (const id of [theirs, declined, randomUUID()]) {
      for (const url of [`/api/agent/proposals/${id}/decision`, `/api/agent/proposals/${id}/block`, `/api/agent/proposals/${id}/report`]) {
        const payload = url.endsWith('decision') ? { decision: 'approve' } : url.endsWith('report') ? { reason: 'other' } : {};
        const answer = await ana.request({ method: 'POST', url, payload });
        expect.soft(answer.statusCode, url).toBe(404);
      }
    }
    const [pair] = await db.select().from(t.agentPairs).where(eq(t.agentPairs.id, theirs));
    expect([pair!.lowDecision, pair!.highDecision, pair!.status]).toEqual([null, null, 'proposed']);
    expect(await db.select().from(t.memberReports)).toEqual([]);
    expect(await db.select().from(t.memberBlocks)).toEqual([]);
  });

  it('a block closes the pair and hides it from both, for good', async () => {
    const id = await addProposal(db, ana.userId, bruno.userId, { decisions: { [ana.userId]: 'approve' } });
    const res = await ana.request({ method: 'POST', url: `/api/agent/proposals/${id}/block`, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ proposals: [] });
    expect(await list(bruno)).toEqual([]);
    const [pair] = await db.select().from(t.agentPairs).where(eq(t.agentPairs.id, id));
    expect(pair!.status).toBe('closed');
    expect(await db.select().from(t.memberBlocks)).toMatchObject([{ blockerUserId: ana.userId, blockedUserId: bruno.userId }]);
    expect((await decide(bruno, id, 'approve')).statusCode).toBe(404);
  });

  it('a report lands in member_reports, and blocks too when asked', async () => {
    const id = await addProposal(db, ana.userId, bruno.userId);
    const reported = await ana.request({
      method: 'POST',
      url: `/api/agent/proposals/${id}/report`,
      payload: { reason: 'fake_profile', note: ' Photos look stolen ' },
    });
    expect(reported.statusCode).toBe(200);
    expect(reported.json().proposals.map((p: ProposalCard) => p.id)).toEqual([id]);
    const tooLong = await ana.request({
      method: 'POST',
      url: `/api/agent/proposals/${id}/report`,
      payload: { reason: 'other', note: 'x'.repeat(501) },
    });
    expect(tooLong.statusCode).toBe(400);
    const andBlock = await bruno.request({
      method: 'POST',
      url: `/api/agent/proposals/${id}/report`,
      payload: { reason: 'unsafe', block: true },
    });
    expect(andBlock.json()).toEqual({ proposals: [] });
    const reports = await db.select().from(t.memberReports).orderBy(t.memberReports.createdAt);
    expect(reports.map((r) => [r.reporterUserId, r.reportedUserId, r.pairId, r.reason, r.note, r.status])).toEqual([
      [ana.userId, bruno.userId, id, 'fake_profile', 'Photos look stolen', 'open'],
      [bruno.userId, ana.userId, id, 'unsafe', '', 'open'],
    ]);
    expect(await list(ana)).toEqual([]);
  });

  it('deleting A removes A’s proposals from B’s list', async () => {
    const id = await addProposal(db, ana.userId, bruno.userId);
    const carla = await addMember(db, { name: 'Carla Dias', email: 'carla@example.com' });
    const kept = await addProposal(db, bruno.userId, carla);
    expect((await list(bruno)).map((p) => p.id)).toEqual(expect.arrayContaining([id, kept]));
    const res = await ana.request({ method: 'POST', url: '/api/privacy/delete-account', payload: { email: 'ana@example.com' } });
    expect(res.statusCode).toBe(204);
    expect((await list(bruno)).map((p) => p.id)).toEqual([kept]);
    const left = await db
      .select()
      .from(t.agentPairs)
      .where(or(eq(t.agentPairs.lowUserId, ana.userId), eq(t.agentPairs.highUserId, ana.userId)));
    expect(left).toEqual([]);
  });

  it('introduces exactly once when both sides approve at the same moment, on many pairs', async () => {
    const others = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signedInMember(app, db, { name: `Eva ${i}`, email: `eva${i}@example.com` })),
    );
    const ids = await Promise.all(others.map((o) => addProposal(db, ana.userId, o.userId)));
    const answers = await Promise.all(ids.flatMap((id, i) => [decide(ana, id, 'approve'), decide(others[i]!, id, 'approve')]));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    const rows = await db
      .select({
        status: t.agentPairs.status,
        at: t.agentPairs.introducedAt,
        low: t.agentPairs.lowDecision,
        high: t.agentPairs.highDecision,
      })
      .from(t.agentPairs)
      .where(sql`${t.agentPairs.id} in ${ids}`);
    expect(rows.map((r) => [r.status, r.low, r.high, r.at !== null])).toEqual(ids.map(() => ['introduced', 'approve', 'approve', true]));
    expect((await list(ana)).map((p) => p.state)).toEqual(ids.map(() => 'introduced'));
  });
});

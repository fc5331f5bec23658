import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { TEST_MESSAGES_PER_HOUR } from '../../src/server/modules/channels';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { addMember, addProposal } from './helpers/agent-fixtures';
import { signIn, type Browser } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

/** Who the person would like to meet (issue 31), which resuming the agent needs. */
const PREFERENCES = {
  birth_date: '1990-01-01',
  gender: 'woman',
  seeks: ['man'],
  age_min: 25,
  age_max: 45,
  city_id: 2657896,
  max_km: 50,
  looking_for: 'open',
  share_age: true,
  share_area: true,
  share_summary: true,
};

type Signed = Browser & { session: { session: { user: { id: string } } } };
const approveInDb = async (userId: string) => {
  const { db } = await getTestDatabase();
  await db.update(t.profiles).set({ inviteStatus: 'approved' }).where(eq(t.profiles.userId, userId));
};

describe(`hand-off API on ${testDriver()}`, () => {
  let app: FastifyInstance;
  let b: Signed;
  beforeEach(async () => {
    app = await createTestApp({}, { adminToken: 'a'.repeat(32) });
    b = await signIn(app);
  });
  afterEach(async () => app.close());

  it('adds a not-invited person to the waitlist once, and lets an approved one through', async () => {
    expect((await b.request({ method: 'POST', url: '/api/invite/waitlist', payload: {} })).json()).toEqual({ status: 'waitlisted' });
    expect((await b.request({ method: 'POST', url: '/api/invite/waitlist', payload: {} })).json()).toEqual({ status: 'waitlisted' });
    const { db } = await getTestDatabase();
    expect(await db.select().from(t.waitlist)).toHaveLength(1);
    await approveInDb(b.session.session.user.id);
    expect((await b.request({ method: 'POST', url: '/api/invite/waitlist', payload: {} })).json()).toEqual({ status: 'approved' });
  });

  it('approves on the waitlist call when the e-mail is on the allowlist', async () => {
    const { db } = await getTestDatabase();
    await db.insert(t.inviteAllowlist).values({ email: 'ada@example.com' });
    expect((await b.request({ method: 'POST', url: '/api/invite/waitlist', payload: {} })).json()).toEqual({ status: 'approved' });
    expect((await b.request({ method: 'GET', url: '/api/flow' })).json().flags.inviteStatus).toBe('approved');
  });

  it('builds chat links with a per-person start token for approved people only', async () => {
    expect((await b.request({ method: 'POST', url: '/api/handoff/init', payload: {} })).statusCode).toBe(403);
    await approveInDb(b.session.session.user.id);
    const links = (await b.request({ method: 'POST', url: '/api/handoff/init', payload: {} })).json();
    expect(links.whatsapp_link).toBe(`https://wa.me/14155238886?text=start%20${links.start_token}`);
    expect(links.telegram_link).toBe(`https://t.me/MayaCompanionBot?start=${links.start_token}`);
    expect(links.messenger_link).toBe(`https://m.me/maya.companion?ref=${links.start_token}`);
    expect(links.whatsapp_qr).toMatch(/^data:image\/png;base64,/);
    const again = (await b.request({ method: 'POST', url: '/api/handoff/init', payload: {} })).json();
    expect(again.start_token).not.toBe(links.start_token);
  });

  it("tells the app Maya's configured WhatsApp number and chat link", async () => {
    expect((await b.request({ method: 'GET', url: '/api/handoff/contact' })).json()).toEqual({
      whatsapp_number: '14155238886',
      whatsapp_chat_link: 'https://wa.me/14155238886',
    });
    const other = await createTestApp({ WHATSAPP_NUMBER: '447700900123' });
    try {
      const person = await signIn(other);
      expect((await person.request({ method: 'GET', url: '/api/handoff/contact' })).json().whatsapp_chat_link).toBe(
        'https://wa.me/447700900123',
      );
    } finally {
      await other.close();
    }
  });

  it('completing the hand-off starts automation, which pauses and resumes and survives', async () => {
    expect((await b.request({ method: 'POST', url: '/api/automation', payload: { action: 'pause_automation' } })).statusCode).toBe(409);
    await b.request({ method: 'POST', url: '/api/handoff/complete', payload: { channel: 'whatsapp' } });
    await b.request({ method: 'POST', url: '/api/handoff/complete', payload: { channel: 'whatsapp' } });
    expect((await b.request({ method: 'GET', url: '/api/flow' })).json().completed).toContain('handoff');
    expect((await b.request({ method: 'GET', url: '/api/automation' })).json()).toEqual({
      status: 'active',
      stats: { profilesAnalyzed: 0, matchesFound: 0, conversationsStarted: 0 },
      hasPreferences: false,
    });
    expect((await b.request({ method: 'POST', url: '/api/automation', payload: { action: 'pause_automation' } })).json().status).toBe(
      'paused',
    );
    expect((await b.request({ method: 'GET', url: '/api/automation' })).json().status).toBe('paused');
    // Resuming needs who the person would like to meet (issue 31): refused until they said.
    const resume = () => b.request({ method: 'POST', url: '/api/automation', payload: { action: 'resume_automation' } });
    expect((await resume()).json().code).toBe('preferences_needed');
    const preferences = await b.request({ method: 'PUT', url: '/api/agent/preferences', payload: PREFERENCES });
    expect(preferences.statusCode).toBe(200);
    expect((await resume()).json().status).toBe('active');
    const { db } = await getTestDatabase();
    expect(await db.select().from(t.automationSessions)).toHaveLength(1);
  });

  it("counts the /done tiles from the agent's work: candidates screened, proposals, weeks run", async () => {
    const { db } = await getTestDatabase();
    const userId = b.session.session.user.id;
    await b.request({ method: 'POST', url: '/api/handoff/complete', payload: { channel: 'telegram' } });
    // Without an agent row or pairs, nothing was done yet (the simulated preview week does not count).
    await db.insert(t.simulationResults).values({ userId, matchName: 'A', decision: 'YES', compatibilityScore: 0.8 });
    expect((await b.request({ method: 'GET', url: '/api/automation' })).json().stats).toEqual({
      profilesAnalyzed: 0,
      matchesFound: 0,
      conversationsStarted: 0,
    });
    await db.insert(t.agentMembers).values({ userId, screenedCount: 12 });
    const others = await Promise.all(['c', 'd', 'e', 'f'].map((n) => addMember(db, { name: n, email: `${n}@example.com` })));
    await addProposal(db, userId, others[0]!);
    await addProposal(db, userId, others[1]!, { status: 'introduced' });
    await addProposal(db, userId, others[2]!, { status: 'closed' });
    await addProposal(db, userId, others[3]!, { status: 'declined' });
    // Someone else's pair is not the person's work.
    await addProposal(db, others[0]!, others[1]!);
    expect((await b.request({ method: 'GET', url: '/api/automation' })).json().stats).toEqual({
      profilesAnalyzed: 12,
      matchesFound: 2,
      conversationsStarted: 4,
    });
  });

  it('connects a phone: normalises and validates it, sends the opt-in, confirms 5 s after the send', async () => {
    const bad = await b.request({ method: 'POST', url: '/api/connect/opt-in', payload: { phone_number: '0123' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Please enter a valid phone number with country code (e.g., +1234567890)');
    const sent = await b.request({ method: 'POST', url: '/api/connect/opt-in', payload: { phone_number: '+1 (415) 555-0123' } });
    expect(sent.json()).toEqual({ status: 'verification_sent', phone_hint: '+•••••••0123' });
    const { db } = await getTestDatabase();
    const [message] = await db.select().from(t.outbox);
    expect(message).toMatchObject({
      kind: 'message',
      address: '+14155550123',
      status: 'sent',
      userId: b.session.session.user.id,
      payload: { channel: 'whatsapp', purpose: 'opt_in' },
    });
    expect(message!.text).toMatch(/reply YES \d{6}/);
    expect((await b.request({ method: 'POST', url: '/api/connect/test-message', payload: {} })).statusCode).toBe(409);
    expect((await b.request({ method: 'GET', url: '/api/connect/status' })).json().status).toBe('verification_sent');
    await db
      .update(t.messagingConnections)
      .set({ sentAt: sql`sent_at - interval '6 seconds'`, connectedAt: sql`connected_at - interval '6 seconds'` })
      .where(eq(t.messagingConnections.userId, b.session.session.user.id));
    expect((await b.request({ method: 'GET', url: '/api/connect/status' })).json().status).toBe('connected');
    expect((await b.request({ method: 'POST', url: '/api/connect/test-message', payload: {} })).json()).toEqual({ ok: true });
    expect(await db.select().from(t.outbox)).toHaveLength(2);
  });

  it(`sends at most ${TEST_MESSAGES_PER_HOUR} test messages an hour per person (issue 29 item 8)`, async () => {
    await b.request({ method: 'POST', url: '/api/connect/opt-in', payload: { phone_number: '+14155550123' } });
    const { db } = await getTestDatabase();
    const userId = b.session.session.user.id;
    await db
      .update(t.messagingConnections)
      .set({ sentAt: sql`sent_at - interval '6 seconds'`, connectedAt: sql`connected_at - interval '6 seconds'` })
      .where(eq(t.messagingConnections.userId, userId));
    const send = () => b.request({ method: 'POST', url: '/api/connect/test-message', payload: {} });
    for (let i = 0; i < TEST_MESSAGES_PER_HOUR; i++) expect((await send()).json()).toEqual({ ok: true });
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('test_limited');
    const tests = sql`${t.outbox.payload}->>'purpose' = 'test'`;
    expect(await db.select().from(t.outbox).where(tests)).toHaveLength(TEST_MESSAGES_PER_HOUR);
    // An hour later the oldest copies no longer count.
    await db
      .update(t.outbox)
      .set({ createdAt: sql`created_at - interval '61 minutes'` })
      .where(tests);
    expect((await send()).json()).toEqual({ ok: true });
  });

  it('admin API: refuses without the token; approve grants access and e-mails the person', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/admin/approve', payload: { email: 'ada@example.com' } })).statusCode).toBe(401);
    const auth = { authorization: `Bearer ${'a'.repeat(32)}` };
    await b.request({ method: 'POST', url: '/api/invite/waitlist', payload: {} });
    const list = (await app.inject({ method: 'GET', url: '/api/admin/waitlist', headers: auth })).json();
    expect(list.entries.map((e: { email: string }) => e.email)).toEqual(['ada@example.com']);
    const res = await app.inject({ method: 'POST', url: '/api/admin/approve', headers: auth, payload: { email: 'Ada@Example.com' } });
    expect(res.json()).toEqual({ result: 'approved' });
    const { db } = await getTestDatabase();
    const [mail] = await db.select().from(t.outbox);
    expect(mail).toMatchObject({ kind: 'email', address: 'ada@example.com', subject: "You're in — Maya is ready for you" });
    expect(mail!.text).toContain('http://localhost:3000/connections');
    expect((await b.request({ method: 'GET', url: '/api/flow' })).json().gates.connections).not.toBe('/waitlist');
    expect(
      (await app.inject({ method: 'POST', url: '/api/admin/approve', headers: auth, payload: { email: 'ada@example.com' } })).json(),
    ).toEqual({ result: 'already_approved' });
    expect(
      (await app.inject({ method: 'POST', url: '/api/admin/approve', headers: auth, payload: { email: 'new@example.com' } })).json(),
    ).toEqual({ result: 'invited_only' });
  });
});

import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { ACCESS_COOKIE } from '../../src/server/plugins/auth';
import { invite } from '../../src/server/modules/invites';
import { createSession } from '../../src/server/modules/sessions';
import { upsertUserFromIdentity } from '../../src/server/modules/users';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { completeAssessment } from './helpers/assessment';
import { browser, signIn } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const ADMIN = { authorization: `Bearer ${'a'.repeat(32)}` };

/**
 * Signs in as the callback would after an issuer's answer, with the provider's own email_verified
 * claim (the built-in provider always verifies, so an unverified e-mail has to come in here).
 */
async function signInWithClaims(app: FastifyInstance, claims: { email: string; emailVerified: boolean; subject?: string }) {
  const { db } = await getTestDatabase();
  const { user } = await upsertUserFromIdentity(db, {
    issuer: 'https://issuer.example',
    subject: claims.subject ?? 'sub-1',
    name: 'Mallory Example',
    email: claims.email,
    emailVerified: claims.emailVerified,
  });
  const tokens = await createSession(db, user.id, 'vitest');
  const b = browser(app);
  b.jar.set(ACCESS_COOKIE, tokens.accessToken);
  return { ...b, userId: user.id };
}

const inviteStatusOf = async (userId: string) => {
  const { db } = await getTestDatabase();
  const [row] = await db.select({ inviteStatus: t.profiles.inviteStatus }).from(t.profiles).where(eq(t.profiles.userId, userId));
  return row?.inviteStatus;
};

describe(`the invite list on ${testDriver()}`, () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await createTestApp({}, { adminToken: 'a'.repeat(32) });
  });
  afterEach(async () => app.close());

  it('invites a person who already signed up: after reveal the next step is /connections, not /waitlist', async () => {
    const b = await signIn(app);
    expect((await completeAssessment(b)).statusCode).toBe(200);
    const before = (await b.request({ method: 'GET', url: '/api/flow' })).json();
    expect(before.gates.connections).toBe('/waitlist');
    expect((await b.request({ method: 'GET', url: '/api/invite/status' })).json()).toEqual({ invited: false });

    const res = await app.inject({ method: 'POST', url: '/api/admin/invite', headers: ADMIN, payload: { email: 'Ada@Example.COM' } });
    expect(res.json()).toEqual({ result: 'invited_signed_up' });

    // 'Continue →' on reveal asks /api/invite/status; /connections' gate must agree with it.
    expect((await b.request({ method: 'GET', url: '/api/invite/status' })).json()).toEqual({ invited: true });
    const after = (await b.request({ method: 'GET', url: '/api/flow' })).json();
    expect(after.flags.inviteStatus).toBe('approved');
    expect(after.gates.connections).toBeNull();
    expect(after.current_path).toBe('/connections');
  });

  it('invites a person added before they sign up at their first sign-in', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/admin/invite', headers: ADMIN, payload: { email: '  ADA@example.com ' } });
    expect(res.json()).toEqual({ result: 'invited' });
    const b = await signIn(app);
    const flow = (await b.request({ method: 'GET', url: '/api/flow' })).json();
    expect(flow.flags.inviteStatus).toBe('approved');
    expect(flow.gates.connections).not.toBe('/waitlist');
  });

  it("invites at a later sign-in someone put on the list behind the app's back", async () => {
    const first = await signIn(app);
    const userId = first.session.session.user.id as string;
    const { db } = await getTestDatabase();
    await db.insert(t.inviteAllowlist).values({ email: 'ada@example.com' });
    expect(await inviteStatusOf(userId)).toBe('not_invited');
    await signIn(app);
    expect(await inviteStatusOf(userId)).toBe('approved');
  });

  it('never lets an unverified e-mail unlock an invite: not at sign-in, not by invite, not by approve', async () => {
    await app.inject({ method: 'POST', url: '/api/admin/invite', headers: ADMIN, payload: { email: 'ada@example.com' } });
    const mallory = await signInWithClaims(app, { email: 'ada@example.com', emailVerified: false });
    expect(await inviteStatusOf(mallory.userId)).toBe('not_invited');
    expect((await mallory.request({ method: 'GET', url: '/api/invite/status' })).json()).toEqual({ invited: false });
    expect((await mallory.request({ method: 'POST', url: '/api/invite/waitlist', payload: {} })).json()).toEqual({ status: 'waitlisted' });
    expect((await mallory.request({ method: 'GET', url: '/api/flow' })).json().gates.connections).toBe('/waitlist');

    expect(
      (await app.inject({ method: 'POST', url: '/api/admin/invite', headers: ADMIN, payload: { email: 'ada@example.com' } })).json(),
    ).toEqual({ result: 'invited' });
    expect(
      (await app.inject({ method: 'POST', url: '/api/admin/approve', headers: ADMIN, payload: { email: 'ada@example.com' } })).json(),
    ).toEqual({ result: 'invited_only' });
    expect(await inviteStatusOf(mallory.userId)).toBe('not_invited');
    const { db } = await getTestDatabase();
    expect(await db.select().from(t.outbox)).toHaveLength(0);

    // The same person, once the provider has verified the address, is invited at that sign-in.
    const verified = await signInWithClaims(app, { email: 'ada@example.com', emailVerified: true });
    expect(verified.userId).toBe(mallory.userId);
    expect(await inviteStatusOf(mallory.userId)).toBe('approved');
  });

  it('matches e-mail addresses whatever their case and surrounding spaces', async () => {
    const { db } = await getTestDatabase();
    await invite(db, '\t Grace.Hopper@Example.ORG  ');
    expect(await db.select({ email: t.inviteAllowlist.email }).from(t.inviteAllowlist)).toEqual([{ email: 'grace.hopper@example.org' }]);
    const grace = await signInWithClaims(app, { email: ' GRACE.hopper@example.org ', emailVerified: true });
    expect(await inviteStatusOf(grace.userId)).toBe('approved');
    const [user] = await db.select({ email: t.users.email }).from(t.users).where(eq(t.users.id, grace.userId));
    expect(user!.email).toBe('grace.hopper@example.org');

    const other = await signInWithClaims(app, { email: 'Linus@Example.org', emailVerified: true, subject: 'sub-2' });
    expect(await inviteStatusOf(other.userId)).toBe('not_invited');
    expect(await invite(db, ' LINUS@example.ORG')).toBe('invited_signed_up');
    expect(await inviteStatusOf(other.userId)).toBe('approved');
  });

  it('approves once and then knows the person is approved, however the address is written', async () => {
    const grace = await signInWithClaims(app, { email: 'grace@example.org', emailVerified: true });
    const approveAs = async (email: string) =>
      (await app.inject({ method: 'POST', url: '/api/admin/approve', headers: ADMIN, payload: { email } })).json();
    expect(await approveAs('  Grace@Example.ORG')).toEqual({ result: 'approved' });
    expect(await inviteStatusOf(grace.userId)).toBe('approved');
    expect(await approveAs('GRACE@example.org ')).toEqual({ result: 'already_approved' });
    const { db } = await getTestDatabase();
    const mails = await db.select({ recipient: t.outbox.address, body: t.outbox.text }).from(t.outbox);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.recipient).toBe('grace@example.org');
    expect(mails[0]!.body).toMatch(/^Hi Mallory,/);
  });
});

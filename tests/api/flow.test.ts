import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { signIn } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

describe(`flow API on ${testDriver()}`, () => {
  let app: FastifyInstance;
  beforeEach(async () => {
    app = await createTestApp();
  });
  afterEach(async () => app.close());

  it('refuses a signed-out call', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/flow' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'not_signed_in', message: 'Please log in to continue' });
  });

  it('puts a new person at onboarding and gates the later steps', async () => {
    const b = await signIn(app);
    const flow = (await b.request({ method: 'GET', url: '/api/flow' })).json();
    expect(flow).toMatchObject({ current: 'onboarding', current_path: '/onboarding', completed: ['landing', 'auth'] });
    expect(flow.gates).toEqual({ onboarding: null, connections: '/waitlist', reveal: '/onboarding', handoff: '/onboarding' });
  });

  it('derives progress from the stored profile and records continue actions', async () => {
    const b = await signIn(app);
    const { db } = await getTestDatabase();
    const userId = b.session.session.user.id;
    await db.update(t.profiles).set({ onboardingCompleted: true, inviteStatus: 'approved' }).where(eq(t.profiles.userId, userId));
    await db.insert(t.personalityProfiles).values({ userId, hexacoScores: {} });
    let flow = (await b.request({ method: 'GET', url: '/api/flow' })).json();
    expect(flow.current).toBe('connections');
    expect(flow.completed).toEqual(['landing', 'auth', 'onboarding', 'reveal']);
    expect(flow.gates.connections).toBeNull();
    flow = (await b.request({ method: 'POST', url: '/api/flow/complete', payload: { step: 'simulation' } })).json();
    flow = (await b.request({ method: 'POST', url: '/api/flow/complete', payload: { step: 'simulation' } })).json();
    expect(flow.completed).toContain('simulation');
    expect(flow.accessible.handoff).toBe(true);
    const [profile] = await db.select().from(t.profiles);
    expect(profile!.flowMarks).toEqual(['simulation']);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { testDriver } from '../setup/test-db';
import { signIn } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const ADA = { email: 'ada@example.com', name: 'Ada Lovelace' };
const DAY = 86_400_000;

describe(`the messaging app's test clock on ${testDriver()}`, () => {
  let app: FastifyInstance;
  afterEach(async () => app?.close());

  it('moves on for a signed-in journey, never back, and not for a visitor', async () => {
    app = await createTestApp();
    const ada = await signIn(app, ADA);
    const read = async (advance_ms: number) => ada.request({ method: 'POST', url: '/api/dev/clock', payload: { advance_ms } });
    const before = Date.parse((await read(0)).json().now);
    const after = Date.parse((await read(DAY)).json().now);
    expect(after - before).toBeGreaterThanOrEqual(DAY);
    expect((await read(-1)).statusCode).toBe(400);
    const reset = Date.parse((await ada.request({ method: 'DELETE', url: '/api/dev/clock' })).json().now);
    expect(reset).toBeLessThan(before + DAY / 2);
    expect((await app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advance_ms: DAY } })).statusCode).toBe(401);
  });

  it.each([
    ['outside tests, with the built-in provider', { NODE_ENV: 'development' }],
    ['with Google signing people in', { GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }],
    ['in production', { NODE_ENV: 'production', GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }],
  ])('does not exist %s', async (_name, config) => {
    app = await createTestApp(config);
    const answer = await app.inject({ method: 'POST', url: '/api/dev/clock', payload: { advance_ms: DAY } });
    expect(answer.statusCode).toBe(404);
  });
});

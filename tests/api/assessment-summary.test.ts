import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createAiEngine } from '../../src/server/modules/ai';
import { testDriver } from '../setup/test-db';
import { completeAssessment } from './helpers/assessment';
import { signIn } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

const completeAll = async (app: FastifyInstance) => completeAssessment(await signIn(app), 1);

describe(`the personality summary on ${testDriver()}`, () => {
  let app: FastifyInstance;
  afterEach(async () => app.close());

  it('comes from the AI engine when it answers', async () => {
    const offline = createAiEngine({ AI_TIMEOUT_MS: 1000 });
    const summary = {
      personality_summary: 'A'.repeat(60),
      love_style: 'Slow-burn and loyal.',
      communication_style: 'Warm and direct.',
      compatibility_focus: 'Someone kind and curious.',
    };
    app = await createTestApp({}, { ai: { ...offline, summarizeProfile: async () => summary } });
    const res = await completeAll(app);
    expect(res.json().profile).toMatchObject(summary);
  });

  it('falls back silently to the basic profile when the AI engine fails', async () => {
    const offline = createAiEngine({ AI_TIMEOUT_MS: 1000 });
    app = await createTestApp(
      {},
      {
        ai: {
          ...offline,
          summarizeProfile: async () => {
            throw new Error('model down');
          },
        },
      },
    );
    const res = await completeAll(app);
    expect(res.statusCode).toBe(200);
    const { profile } = res.json();
    expect(profile.personality_summary.length).toBeGreaterThan(40);
    expect(profile.love_style).toEqual(expect.any(String));
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAiEngine, type AiEngine } from '../../src/server/modules/ai';
import { scriptedModel, startFakeOpenAi } from '../../src/server/modules/ai/testing/fake-openai-server';
import { openAiChatServer } from '../../src/server/modules/ai/testing/fake-servers';
import { testDriver } from '../setup/test-db';
import { browser, signIn } from './helpers/sign-in';
import { createTestApp, testConfig } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

/**
 * Issue 43 item 2: a model that is misconfigured shows. With a key OpenAI refuses, the start-up
 * check opens the misconfigured state: /dashboard's health says "warning" (the circuit is open:
 * no call is made), the engine's status has the words, and /api/health still answers 200.
 * Before, a 401 counted as a model that is up: the dashboard said healthy and every answer was
 * quietly the offline engine's.
 */
describe(`a misconfigured model on ${testDriver()} (issue 43 item 2)`, () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let app: FastifyInstance;
  let ai: AiEngine;
  const quiet = { warn: () => {}, error: () => {}, info: () => {} };

  beforeAll(async () => {
    fake = await startFakeOpenAi(scriptedModel, { server: openAiChatServer({ apiKey: 'sk-right' }) });
  });
  afterAll(async () => fake.close());
  beforeEach(async () => {
    fake.requests.length = 0;
    const config = { AI_BASE_URL: fake.baseURL, AI_API_KEY: 'sk-wrong', AI_MODEL: 'gpt-4o-mini', AI_TIMEOUT_MS: '5000' };
    ai = createAiEngine(testConfig(config), { logger: quiet });
    app = await createTestApp(config, { ai });
  });
  afterEach(async () => app.close());

  it('shows on /dashboard as a warning, with the words on the engine, and never fails /api/health', async () => {
    const status = await ai.checkModel!();
    expect(status).toMatchObject({ state: 'misconfigured', message: expect.stringMatching(/^the key was refused/) });
    const ada = await signIn(app);
    const health = (await ada.request({ method: 'GET', url: '/api/dashboard' })).json().health;
    expect(health.ai).toMatchObject({ kind: 'openai', circuit: 'open', state: 'misconfigured' });
    expect(health.ai.message).toMatch(/^the key was refused/);
    expect(health.status).toBe(health.eventLoop.p99Ms >= 1000 ? 'critical' : 'warning');
    const probe = await browser(app).request({ method: 'GET', url: '/api/health' });
    expect([probe.statusCode, probe.json()]).toEqual([200, { status: 'ok' }]);
    // No retry storm: the key was refused on the model list, and no answer after it calls the model.
    expect(await ai.reason({ situation: 'hello' })).toBeNull();
    expect(fake.requests).toEqual([]);
  });
});

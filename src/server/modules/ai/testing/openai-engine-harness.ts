import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { createAiEngine } from '../create-ai-engine';
import type { CircuitBreakerOptions } from '../openai/circuit-breaker';
import type { ChatStreamEvent } from '../types';
import { createMemoryUsageRecorder } from '../usage';
import { startFakeOpenAi, scriptedModel, type FakeHandler, type FakeReply } from './fake-openai-server';
import { SAMPLE_PERSONA_A, SAMPLE_PERSONA_B } from './sample-personas';

/**
 * The OpenAI engine tests' harness: one fake OpenAI-compatible server for the file, whose answers a
 * test sets through `fake.handler` (reset to the scripted model after each test), and an engine
 * pointed at it. Any unhandled rejection fails the test.
 */

/** Room for the retries' real waits (250 + 200 ms) however busy the machine is. */
const TIMEOUT = 5_000;
/** For the cases about the deadline: the engine must give up on its own. */
export const SHORT_TIMEOUT = 500;
/** A model that does not answer before the test ends: any answer proves the engine gave up by its deadline. */
export const NEVER_MS = 10 * 60_000;

export function useFakeOpenAi() {
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown) => {
    unhandled.push(reason);
  };
  let server: Awaited<ReturnType<typeof startFakeOpenAi>> | undefined;
  const fake = {
    handler: scriptedModel as FakeHandler,
    get server() {
      if (!server) throw new Error('The fake OpenAI server is not running');
      return server;
    },
    /** An engine against the fake server, with its logger, usage recorder and breaker clock. */
    setup(breaker: CircuitBreakerOptions = {}, timeoutMs = TIMEOUT) {
      const logger = { warn: vi.fn(), error: vi.fn() };
      const usage = createMemoryUsageRecorder();
      const clock = { ms: 1_000_000 };
      const engine = createAiEngine(
        { AI_BASE_URL: fake.server.baseURL, AI_API_KEY: 'test-key', AI_MODEL: 'fake-model', AI_TIMEOUT_MS: timeoutMs },
        { logger, usage, maxRetryWaitMs: 200, breaker: { now: () => clock.ms, ...breaker } },
      );
      return { engine, logger, usage, clock };
    },
  };

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    server = await startFakeOpenAi((req) => fake.handler(req));
  });
  afterAll(async () => {
    await server?.close();
    process.off('unhandledRejection', onUnhandled);
  });
  afterEach(() => {
    fake.handler = scriptedModel;
    fake.server.requests.length = 0;
    expect(unhandled).toEqual([]);
  });
  return fake;
}

export const collect = async (events: AsyncIterable<ChatStreamEvent>) => {
  const out: ChatStreamEvent[] = [];
  for await (const e of events) out.push(e);
  return out;
};
export const windowInput = {
  personaA: SAMPLE_PERSONA_A,
  personaB: SAMPLE_PERSONA_B,
  day: 2,
  window: 1,
  windowsToday: 2,
  turnsWanted: 4,
  history: [],
  seed: 5,
};
export const content = (value: unknown): FakeReply => ({
  kind: 'content',
  content: typeof value === 'string' ? value : JSON.stringify(value),
});

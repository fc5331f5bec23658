import { afterAll, afterEach, beforeAll, expect, vi } from 'vitest';
import { createAiEngine } from '../create-ai-engine';
import type { CircuitBreakerOptions } from '../openai/circuit-breaker';
import { forgetServerTraits } from '../openai/server-traits';
import type { ChatStreamEvent } from '../types';
import { createMemoryUsageRecorder } from '../usage';
import { startFakeOpenAi, scriptedModel, type FakeHandler, type FakeReply, type FakeServerRules } from './fake-openai-server';
import { SAMPLE_PERSONA_A, SAMPLE_PERSONA_B } from './sample-personas';

/**
 * The OpenAI engine tests' harness: one fake OpenAI-compatible server for the file (following a
 * real server's rules when given them, see fake-servers.ts), whose answers a test sets through
 * `fake.handler` (reset to the scripted model after each test), and an engine pointed at it.
 * What the engine learned about the server is forgotten after each test. Any unhandled rejection
 * fails the test.
 */

/** Room for the retries' real waits (250 + 200 ms) however busy the machine is. */
const TIMEOUT = 5_000;
/** For the cases about the deadline: the engine must give up on its own. */
export const SHORT_TIMEOUT = 500;
/** A model that does not answer before the test ends: any answer proves the engine gave up by its deadline. */
export const NEVER_MS = 10 * 60_000;

/** The model and key the engine uses, and the base URL if not the fake's own. */
export interface FakeEngineConfig {
  model?: string;
  apiKey?: string;
  baseURL?: string;
  /** AI_CONTEXT_TOKENS. */
  contextTokens?: number;
  /** AI_SAFETY_TIMEOUT_MS. */
  safetyTimeoutMs?: number;
}

export function useFakeOpenAi(rules?: FakeServerRules) {
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
    setup(breaker: CircuitBreakerOptions = {}, timeoutMs = TIMEOUT, config: FakeEngineConfig = {}) {
      const logger = { warn: vi.fn(), error: vi.fn(), info: vi.fn() };
      const usage = createMemoryUsageRecorder();
      const clock = { ms: 1_000_000 };
      const engine = createAiEngine(
        {
          AI_BASE_URL: config.baseURL ?? fake.server.baseURL,
          AI_API_KEY: config.apiKey ?? 'test-key',
          AI_MODEL: config.model ?? 'fake-model',
          AI_TIMEOUT_MS: timeoutMs,
          AI_CONTEXT_TOKENS: config.contextTokens,
          AI_SAFETY_TIMEOUT_MS: config.safetyTimeoutMs,
        },
        { logger, usage, maxRetryWaitMs: 200, breaker: { now: () => clock.ms, ...breaker } },
      );
      return { engine, logger, usage, clock };
    },
  };

  beforeAll(async () => {
    process.on('unhandledRejection', onUnhandled);
    server = await startFakeOpenAi((req) => fake.handler(req), { server: rules });
  });
  afterAll(async () => {
    await server?.close();
    process.off('unhandledRejection', onUnhandled);
  });
  afterEach(() => {
    fake.handler = scriptedModel;
    fake.server.requests.length = 0;
    forgetServerTraits();
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

/** A week's history of `n` messages, each about `chars` long: a late-week window's prompt. */
export const longHistory = (n: number, chars = 160) =>
  Array.from({ length: n }, (_, i) => ({
    role: i % 2 ? ('b' as const) : ('a' as const),
    text: `Message ${i + 1}: ${'we talked about hiking trails and the best coffee in town '.repeat(8)}`.slice(0, chars),
    day: 1 + Math.floor(i / 8),
    window: 1 + (i % 2),
  }));

/** Every structured (JSON) operation once, as the app calls them. */
export async function everyJsonOperation(engine: ReturnType<ReturnType<typeof useFakeOpenAi>['setup']>['engine']) {
  return {
    summary: await engine.summarizeProfile({ hexaco: { openness: 0.9 } }),
    empathy: await engine.empathy({ situation: 'rough day', detectedEmotion: 'sad' }),
    reasoning: await engine.reason({ situation: 'first date nerves' }),
    analysis: await engine.analyzeInteraction({ type: 'message', content: 'yay' }),
    facts: await engine.extractFacts({ message: 'I live in Lisbon' }),
    match: await engine.createMatchPersona({ persona: SAMPLE_PERSONA_A, seed: 3 }),
    window: await engine.simulateWindow(windowInput),
    conclusion: await engine.concludeSimulation({
      personaA: SAMPLE_PERSONA_A,
      personaB: SAMPLE_PERSONA_B,
      transcript: [],
      score: 0.6,
      decision: 'MAYBE',
    }),
  };
}

/** The warnings that say a server refused a parameter and Maya learned to do without it. */
export const learnedWarnings = (logger: { warn: { mock: { calls: unknown[][] } } }) =>
  logger.warn.mock.calls.map((c) => c[1]).filter((m): m is string => typeof m === 'string' && m.startsWith('AI server refused'));

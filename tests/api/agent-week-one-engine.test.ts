import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import * as t from '../../src/server/db/schema';
import { createAiEngine } from '../../src/server/modules/ai';
import { startFakeOpenAi, scriptedModel, type FakeHandler } from '../../src/server/modules/ai/testing/fake-openai-server';
import { openAiChatServer } from '../../src/server/modules/ai/testing/fake-servers';
import { RetryableAgentError, agentConfig, runPairWeek, runPass } from '../../src/server/modules/agents/testing';
import { planSimulation } from '../../src/shared/domain/week/simulation-plan';
import { testConfig } from './helpers/test-app';
import { getTestDatabase, resetDatabase, testDriver } from '../setup/test-db';
import { addMember, memberId } from './helpers/agent-members';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

/** Issue 43 item 4: an agent week is all the model's or retried later, never half offline; repairs are charged. */
const NOW = new Date('2026-11-27T10:00:00Z');
const quiet = { warn: () => undefined, error: () => undefined };

describe(`an agent week is all one engine’s, on ${testDriver()}`, () => {
  let db: Database;
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  let handler: FakeHandler = scriptedModel;
  const engine = () =>
    createAiEngine(
      { AI_BASE_URL: fake.baseURL, AI_API_KEY: 'sk-test', AI_MODEL: 'gpt-4o-mini', AI_TIMEOUT_MS: 10_000 },
      { logger: quiet, maxRetryWaitMs: 20 },
    );

  beforeAll(async () => {
    fake = await startFakeOpenAi((req) => handler(req), { server: openAiChatServer() });
  });
  afterAll(async () => {
    await fake.close();
  });
  beforeEach(async () => {
    const handle = await getTestDatabase();
    await resetDatabase(handle);
    db = handle.db;
    handler = scriptedModel;
    fake.requests.length = 0;
    await addMember(db, { n: 1, name: 'Ana Souza' });
    await addMember(db, { n: 2, name: 'Bruno Costa', gender: 'man', seeks: ['woman'] });
  });

  const thePair = async (ai: ReturnType<typeof engine>) => {
    const deps = { db, ai, config: { ...agentConfig(testConfig()), candidatesPerPass: 1 } };
    const pass = await runPass(deps, memberId(1), NOW);
    if (!('pairIds' in pass) || pass.pairIds.length !== 1) throw new Error('no pair created');
    return { deps, pairId: pass.pairIds[0]! };
  };
  const modelCalls = async (n: number) =>
    (
      await db
        .select()
        .from(t.agentMembers)
        .where(eq(t.agentMembers.userId, memberId(n)))
    )[0]?.modelCalls ?? 0;

  it('retries the whole week later when one window’s JSON fails even after its repair, and writes nothing', async () => {
    const ai = engine();
    const { deps, pairId } = await thePair(ai);
    // Day 2's first window: its first answer and its repair are both no JSON.
    const dayTwo = (data: unknown) => (data as { task?: { day: number; window: number } } | null)?.task?.day === 2;
    handler = (req) =>
      req.prompt === 'simulateWindow' && dayTwo(req.data) ? { kind: 'content', content: 'not json at all' } : scriptedModel(req);
    await expect(runPairWeek(deps, pairId, NOW)).rejects.toBeInstanceOf(RetryableAgentError);
    expect(ai.circuitState!()).toBe('closed');
    const [pair] = await db.select().from(t.agentPairs);
    expect(pair).toMatchObject({ status: 'screened', week: null, lowVerdict: null });
  });

  it('charges the requests of a week that is retried, its repairs included: a retry is not free', async () => {
    const ai = engine();
    const { deps, pairId } = await thePair(ai);
    const dayTwo = (data: unknown) => (data as { task?: { day: number } } | null)?.task?.day === 2;
    handler = (req) =>
      req.prompt === 'simulateWindow' && dayTwo(req.data) ? { kind: 'content', content: 'not json at all' } : scriptedModel(req);
    await expect(runPairWeek(deps, pairId, NOW)).rejects.toBeInstanceOf(RetryableAgentError);
    const sent = fake.requests.filter((r) => r.prompt === 'simulateWindow' || r.prompt === 'concludeSimulation').length;
    expect(sent).toBeGreaterThan(planSimulation((await db.select().from(t.agentPairs))[0]!.seed).length);
    expect(await modelCalls(1)).toBe(sent);
    expect(await modelCalls(2)).toBe(sent);
  });

  it('charges every request the model got, the repair included', async () => {
    const ai = engine();
    const { deps, pairId } = await thePair(ai);
    const seed = (await db.select().from(t.agentPairs))[0]!.seed;
    let windows = 0;
    handler = (req) =>
      req.prompt === 'simulateWindow' && req.body.messages.length === 2 && ++windows === 2
        ? { kind: 'content', content: '{"messages": "oops"}' }
        : scriptedModel(req);
    await runPairWeek(deps, pairId, NOW);
    const operations = planSimulation(seed).length + 2;
    const sent = fake.requests.filter((r) => r.prompt === 'simulateWindow' || r.prompt === 'concludeSimulation').length;
    expect(sent).toBe(operations + 1);
    expect(await modelCalls(1)).toBe(operations + 1);
    expect(await modelCalls(2)).toBe(operations + 1);
    const [pair] = await db.select().from(t.agentPairs);
    expect(pair!.status).not.toBe('screened');
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/client';
import * as t from '../../src/server/db/schema';
import { createAiEngine } from '../../src/server/modules/ai';
import { agentConfig, runPairWeek, runPass } from '../../src/server/modules/agents/testing';
import { addMember, memberId } from './helpers/agent-members';
import { MODEL_LINE, MODEL_SERVERS, MODEL_SUMMARY, useModelServer } from './helpers/model-servers';
import { testConfig } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';
import { getTestDatabase, resetDatabase, testDriver } from '../setup/test-db';

openTestDatabaseFirst();

const NOW = new Date('2026-11-27T10:00:00Z');
const quiet = { warn: () => undefined, error: () => undefined };
type Week = { transcript: { text: string; day: number }[]; week_summary: { low: string; high: string } };

/** Issue 43 item 7: an agent week between two members, written by the model on each server people run. */
describe.each(MODEL_SERVERS)(`an agent week on $name, on ${testDriver()}`, (server) => {
  const model = useModelServer(server);
  let db: Database;
  let warnings: string[];

  beforeEach(async () => {
    const handle = await getTestDatabase();
    await resetDatabase(handle);
    db = handle.db;
    warnings = [];
    await addMember(db, { n: 1, name: 'Ana Souza' });
    await addMember(db, { n: 2, name: 'Bruno Costa', gender: 'man', seeks: ['woman'] });
  });
  // The one warning a person may leave standing: AI_CONTEXT_TOKENS unset, so Maya keeps to 4,096 tokens.
  afterEach(() => expect(warnings.filter((w) => !w.startsWith('AI_CONTEXT_TOKENS is not set'))).toEqual([]));

  it('is the model’s week: every line, both summaries, both verdicts, with no call the server refuses', async () => {
    const env = model.env();
    const ai = createAiEngine(
      { AI_BASE_URL: env.AI_BASE_URL, AI_API_KEY: env.AI_API_KEY, AI_MODEL: env.AI_MODEL, AI_TIMEOUT_MS: 20_000 },
      { logger: { ...quiet, warn: (_o, msg) => warnings.push(msg ?? '') }, maxRetryWaitMs: 20 },
    );
    // The start-up check finds the model in the server's list (Ollama's /v1/models included), without a model call.
    expect(await ai.checkModel!()).toMatchObject({ state: 'ok' });
    expect(model.requests).toEqual([]);
    const deps = { db, ai, config: { ...agentConfig(testConfig()), candidatesPerPass: 1 } };
    const pass = await runPass(deps, memberId(1), NOW);
    if (!('pairIds' in pass) || pass.pairIds.length !== 1) throw new Error('no pair created');
    expect(await runPairWeek(deps, pass.pairIds[0]!, NOW)).toMatch(/^(proposed|declined)$/);
    const [pair] = await db.select().from(t.agentPairs);
    const week = pair!.week as Week;
    expect(new Set(week.transcript.map((m) => m.day)).size).toBe(7);
    for (const m of week.transcript) expect(m.text).toMatch(MODEL_LINE);
    expect(week.week_summary).toEqual({ low: MODEL_SUMMARY, high: MODEL_SUMMARY });
    expect(model.calls('concludeSimulation')).toBe(2);
    expect(ai.modelStatus!().answers.simulateWindow).toMatchObject({ fellBack: 0 });
  });
});

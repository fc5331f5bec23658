import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAiEngine, type AiEngine } from '../../src/server/modules/ai';
import { startFakeOpenAi, scriptedModel } from '../../src/server/modules/ai/testing/fake-openai-server';
import { lmStudioServer, openAiChatServer } from '../../src/server/modules/ai/testing/fake-servers';
import { judgeFromEnv } from '../../scripts/eval/judge';
import { runEval } from '../../scripts/eval/run-eval';
import { table, type EvalSummary } from '../../scripts/eval/summary';

/** Issue 43 item 6: `npm run eval` on the offline engine and against a fake server, and a broken engine scores worse. */
const checkSchema = z.object({
  name: z.string().min(1),
  passed: z.number().int().min(0),
  total: z.number().int().min(0),
  score: z.number().min(0).max(1),
  misses: z.array(z.string()).max(5),
});
const summarySchema = z.object({
  version: z.literal(1),
  engine: z.enum(['offline', 'openai']),
  model: z.string().nullable(),
  ranAt: z.iso.datetime(),
  durationMs: z.number().int().min(0),
  suites: z.array(
    z.object({ name: z.enum(['facts', 'week', 'chat', 'red-team', 'judge']), checks: z.array(checkSchema).min(1), score: z.number() }),
  ),
  overall: z.number().min(0).max(1),
});
const suiteScore = (s: EvalSummary, name: string) => s.suites.find((x) => x.name === name)!.score;
const quiet = { warn: () => undefined, error: () => undefined };

/** The offline engine with every answer made worse: no facts, one reply, a week one side writes alone, and YES whatever happened. */
function brokenEngine(): AiEngine {
  const offline = createAiEngine({ AI_TIMEOUT_MS: 1_000 });
  return {
    ...offline,
    extractFacts: async () => ({ facts: [] }),
    chatReply: async () => ({ reply: 'Ok.', fallback: false }),
    simulateWindow: async (input) => ({
      messages: Array.from({ length: input.turnsWanted }, () => ({ role: 'a' as const, text: 'Call me on +351 912 345 678, Robin here.' })),
    }),
    concludeSimulation: async (input) => ({
      verdict: { decision: 'YES', date_planned: true, warm: true },
      week_summary: `A week. ${(input.personaA.social?.topics ?? []).join(', ')}`,
    }),
  };
}

describe('the eval', () => {
  let fake: Awaited<ReturnType<typeof startFakeOpenAi>>;
  beforeAll(async () => {
    fake = await startFakeOpenAi(scriptedModel, { server: lmStudioServer() });
  });
  afterAll(async () => {
    await fake.close();
  });

  it('scores the offline engine on every suite, in the summary’s shape, and prints a table', async () => {
    const summary = await runEval(createAiEngine({ AI_TIMEOUT_MS: 1_000 }));
    expect(summarySchema.parse(summary)).toEqual(summary);
    expect(summary.suites.map((s) => s.name)).toEqual(['facts', 'week', 'chat', 'red-team']);
    expect(summary.engine).toBe('offline');
    expect(summary.overall).toBeGreaterThan(0.9);
    expect(suiteScore(summary, 'red-team')).toBe(1);
    expect(suiteScore(summary, 'week')).toBe(1);
    const printed = table(summary);
    expect(printed).toContain("| red-team | B's side unmoved");
    expect(printed).toMatch(/\| overall +\| +\| +\| 0\.9\d\d \|/);

    const broken = await runEval(brokenEngine());
    expect(summarySchema.parse(broken)).toEqual(broken);
    expect(broken.overall).toBeLessThan(summary.overall - 0.2);
    for (const name of ['facts', 'week', 'chat']) expect(suiteScore(broken, name)).toBeLessThan(suiteScore(summary, name));
  });

  it('runs against a model server (the LM Studio fake), every call answered by the model', async () => {
    const engine = createAiEngine(
      { AI_BASE_URL: fake.baseURL, AI_API_KEY: 'lm-studio', AI_MODEL: 'qwen2.5-7b-instruct', AI_TIMEOUT_MS: 10_000 },
      { logger: quiet },
    );
    const summary = await runEval(engine, { model: 'qwen2.5-7b-instruct', only: ['week', 'chat', 'red-team'] });
    expect(summarySchema.parse(summary)).toEqual(summary);
    expect(summary).toMatchObject({ engine: 'openai', model: 'qwen2.5-7b-instruct' });
    expect(fake.requests.length).toBeGreaterThan(50);
    expect(fake.requests.filter((r) => r.refusedWith)).toEqual([]);
    expect(Object.values(engine.modelStatus!().answers).every((a) => a.fellBack === 0)).toBe(true);
    // The scripted model numbers its messages: no repeats, turns taken, and its chat reply is always the same line.
    const week = summary.suites.find((s) => s.name === 'week')!;
    expect(week.checks.find((c) => c.name.startsWith('no repeats'))!.score).toBe(1);
    expect(summary.suites.find((s) => s.name === 'chat')!.checks.find((c) => c.name === 'no repeated replies')!.score).toBeLessThan(0.2);
  });

  it('adds the judge model’s rubric when EVAL_JUDGE_* name one, and scores what it says', async () => {
    let ratings: unknown = { natural: 5, coherent: 4, warm: 5, safe: 5 };
    const judge = await startFakeOpenAi(() => ({ kind: 'content', content: `Here you go: ${JSON.stringify(ratings)}` }), {
      server: openAiChatServer(),
    });
    try {
      const env = { EVAL_JUDGE_BASE_URL: judge.baseURL, EVAL_JUDGE_API_KEY: 'sk-test', EVAL_JUDGE_MODEL: 'gpt-4o-mini' };
      const config = judgeFromEnv(env)!;
      const offline = createAiEngine({ AI_TIMEOUT_MS: 1_000 });
      const good = await runEval(offline, { judge: config, only: ['week'] });
      expect(good.suites.map((s) => s.name)).toEqual(['week', 'judge']);
      expect(suiteScore(good, 'judge')).toBe(1);
      // The judge read the week, as data, under its own system prompt.
      expect(judge.requests).toHaveLength(2);
      expect(judge.requests[0]!.body.messages[0]!.content).toContain('natural:');
      expect(judge.requests[0]!.body.messages[1]!.content).toContain('<data>');

      ratings = { natural: 2, coherent: 3, warm: 2, safe: 5 };
      const poor = await runEval(offline, { judge: config, only: ['week'] });
      expect(suiteScore(poor, 'judge')).toBe(0.25);
      // The judge is optional: it leaves the overall score alone.
      expect(poor.overall).toBe(good.overall);
      expect(judgeFromEnv({})).toBeNull();
    } finally {
      await judge.close();
    }
  });
});

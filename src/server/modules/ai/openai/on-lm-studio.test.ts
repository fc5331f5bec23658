import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { lmStudioServer } from '../testing/fake-servers';
import { everyJsonOperation, learnedWarnings, useFakeOpenAi } from '../testing/openai-engine-harness';

/** Issue 43 item 1 against LM Studio: structured output only as json_schema; json_object refused. */
const fake = useFakeOpenAi(lmStudioServer());
const lmStudio = { model: 'qwen2.5-7b-instruct', apiKey: 'lm-studio' };

describe('on LM Studio', () => {
  it('refuses json_object in its own words (the fake is faithful)', async () => {
    const client = new OpenAI({ baseURL: fake.server.baseURL, apiKey: 'lm-studio', maxRetries: 0 });
    const call = client.chat.completions.create({
      model: lmStudio.model,
      messages: [{ role: 'user', content: 'Reply in JSON.' }],
      response_format: { type: 'json_object' },
    });
    await expect(call).rejects.toMatchObject({ status: 400, error: "'response_format.type' must be 'json_schema' or 'text'" });
  });

  it('answers every JSON operation by json_schema, never sending json_object, and nothing is refused', async () => {
    const { engine, logger } = fake.setup({}, undefined, lmStudio);
    const out = await everyJsonOperation(engine);
    expect(out.window.messages[0]!.text).toBe('Day 2, window 1, message 1.');
    expect(out.empathy.fallback).toBe(false);
    expect(new Set(fake.server.requests.map((r) => r.body.response_format?.type))).toEqual(new Set(['json_schema']));
    expect(fake.server.requests.filter((r) => r.refusedWith)).toEqual([]);
    expect(learnedWarnings(logger)).toEqual([]);
    const answers = Object.values(engine.modelStatus!().answers);
    expect(answers).toHaveLength(8);
    expect(answers.every((a) => a.fellBack === 0)).toBe(true);
  });
});

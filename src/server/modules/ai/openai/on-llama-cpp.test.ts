import { describe, expect, it } from 'vitest';
import { llamaCppServer } from '../testing/fake-servers';
import { collect, longHistory, useFakeOpenAi, windowInput } from '../testing/openai-engine-harness';

/**
 * Issue 43 items 1 and 2 against llama.cpp's llama-server: one model served under any name,
 * thinking in reasoning_content, its --api-key, and its 400 for a prompt over its context (-c).
 */
const thinking = 'Hmm, a sad day. Acknowledge it first. '.repeat(3);
const fake = useFakeOpenAi(llamaCppServer({ file: 'Qwen3-8B-Q4_K_M.gguf', contextTokens: 1500, apiKey: 'local-secret', thinking }));
const llama = { model: 'qwen3', apiKey: 'local-secret' };

describe('on llama.cpp', () => {
  it('the start-up check accepts a model it lists under another name: one token answered under AI_MODEL', async () => {
    const { engine, logger } = fake.setup({}, undefined, llama);
    expect(await engine.checkModel!()).toMatchObject({ state: 'ok' });
    expect(fake.server.requests).toHaveLength(1);
    expect(fake.server.requests[0]!.body).toMatchObject({ model: 'qwen3', max_tokens: 16 });
    expect(logger.info).toHaveBeenCalledWith(expect.anything(), expect.stringContaining('does not list it under that name'));
  });

  it('leaves reasoning_content out of JSON answers and the chat, and counts it', async () => {
    const { engine, usage } = fake.setup({}, undefined, llama);
    expect((await engine.empathy({ situation: 'rough day', detectedEmotion: 'sad' })).fallback).toBe(false);
    const events = await collect(engine.chatReplyStream({ message: 'hello' }));
    expect(events.at(-1)).toMatchObject({ fallback: false });
    expect(JSON.stringify(events)).not.toContain('Acknowledge');
    expect(usage.entries.every((e) => e.reasoning_tokens === Math.ceil(thinking.length / 4))).toBe(true);
  });

  it('a wrong --api-key is "the key was refused"', async () => {
    const { engine } = fake.setup({}, undefined, { ...llama, apiKey: 'nope' });
    expect(await engine.checkModel!()).toMatchObject({ state: 'misconfigured', message: expect.stringMatching(/^the key was refused/) });
  });

  it('a prompt over its context is refused in words: the window falls back, the model is not taken for down', async () => {
    const { engine } = fake.setup({}, undefined, llama);
    await engine.simulateWindow({ ...windowInput, day: 6, history: longHistory(40) });
    expect(fake.server.requests[0]!.refusedWith).toBe(400);
    const status = engine.modelStatus!();
    expect(status.state).toBe('ok');
    expect(status.answers.simulateWindow).toMatchObject({
      fellBack: 1,
      lastReason: expect.stringContaining('the request exceeds the available context size, try increasing it'),
    });
  });
});

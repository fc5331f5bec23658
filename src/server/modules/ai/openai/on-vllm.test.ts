import { describe, expect, it } from 'vitest';
import { fakeTokens, vllmServer } from '../testing/fake-servers';
import { collect, longHistory, useFakeOpenAi, windowInput } from '../testing/openai-engine-harness';
import { SAMPLE_PERSONA_A, SAMPLE_PERSONA_B } from '../testing/sample-personas';

/**
 * Issue 43 items 1 and 2 against vLLM: its errors (at the top level of the body, which the SDK
 * alone reads as "no body"), and its 400 when prompt + max_tokens exceed --max-model-len.
 */
const MODEL = 'Qwen/Qwen2.5-7B-Instruct';
const fake = useFakeOpenAi(vllmServer({ model: MODEL, maxModelLen: 1000 }));
const vllm = { model: MODEL, apiKey: 'EMPTY' };

describe('on vLLM', () => {
  it("reads vLLM's own words for a model it does not serve", async () => {
    const { engine } = fake.setup({}, undefined, { ...vllm, model: 'qwen2.5' });
    await engine.reason({ situation: 'hello' });
    expect(engine.modelStatus!()).toMatchObject({
      state: 'misconfigured',
      message: expect.stringMatching(
        /^AI_MODEL 'qwen2\.5' is not served by AI_BASE_URL .*: it answered 404 \(The model `qwen2\.5` does not exist\.\)$/,
      ),
    });
  });

  it('asks again for the room vLLM says is left when prompt + max_tokens exceed max_model_len', async () => {
    const { engine } = fake.setup({}, undefined, vllm);
    const out = await engine.simulateWindow(windowInput);
    expect(out.messages[0]!.text).toBe('Day 2, window 1, message 1.');
    const [refused, answered] = fake.server.requests;
    expect(refused!.refusedWith).toBe(400);
    expect(refused!.body.max_tokens).toBe(150 + 90 * 4);
    expect(answered!.body.max_tokens).toBe(1000 - fakeTokens(answered!.body.messages));
    expect(engine.modelStatus!()).toMatchObject({ state: 'ok', answers: { simulateWindow: { fellBack: 0 } } });
  });

  it('a prompt that alone exceeds max_model_len falls back, says why, and is not taken for a model that is down', async () => {
    const { engine } = fake.setup({}, undefined, vllm);
    const transcript = longHistory(40).map((m) => ({ ...m, window: 1 }));
    const conclusion = await engine.concludeSimulation({
      personaA: SAMPLE_PERSONA_A,
      personaB: SAMPLE_PERSONA_B,
      transcript,
      score: 0.6,
      decision: 'MAYBE',
    });
    expect(conclusion.week_summary.length).toBeGreaterThan(0);
    expect(fake.server.requests).toHaveLength(1);
    const status = engine.modelStatus!();
    expect(status.state).toBe('ok');
    expect(status.answers.concludeSimulation).toMatchObject({
      fellBack: 1,
      lastReason: expect.stringMatching(
        /the prompt for concludeSimulation does not fit AI_MODEL 'Qwen\/Qwen2\.5-7B-Instruct''s context at AI_BASE_URL .*maximum context length is 1000 tokens/,
      ),
    });
  });
});

describe('on vLLM with a reasoning parser', () => {
  const thinking = 'Okay, they want a warm reply. Keep it short. '.repeat(3);
  const reasoner = useFakeOpenAi(
    vllmServer({
      model: 'deepseek-ai/DeepSeek-R1-Distill-Qwen-7B',
      maxModelLen: 8192,
      thinking: { style: 'reasoning_content', text: thinking },
    }),
  );

  it('leaves reasoning_content out of the answer and the stream, and counts it', async () => {
    const { engine, usage } = reasoner.setup({}, undefined, { model: 'deepseek-ai/DeepSeek-R1-Distill-Qwen-7B' });
    expect((await engine.empathy({ situation: 'rough day', detectedEmotion: 'sad' })).empathy_response).toBe(
      'That sounds hard; I am here for you.',
    );
    const events = await collect(engine.chatReplyStream({ message: 'hello' }));
    expect(events.at(-1)).toEqual({ type: 'done', reply: 'That sounds like a lovely day. What was the best part?', fallback: false });
    expect(JSON.stringify(events)).not.toContain('Keep it short');
    expect(usage.entries.map((e) => e.reasoning_tokens)).toEqual([Math.ceil(thinking.length / 4), Math.ceil(thinking.length / 4)]);
  });
});

import { describe, expect, it } from 'vitest';
import { openAiReasoningServer } from '../testing/fake-servers';
import { collect, everyJsonOperation, learnedWarnings, useFakeOpenAi } from '../testing/openai-engine-harness';

/**
 * Issue 43 item 1 against OpenAI with a reasoning model: it refuses max_tokens and a temperature
 * but 1 (the fake answers with OpenAI's 400 bodies) and thinks out of max_completion_tokens.
 */
const server = openAiReasoningServer({ models: ['o4-mini', 'gpt-5-mini', 'o1-mini', 'house-reasoner'] });
const fake = useFakeOpenAi(server);
const key = 'sk-test';
const refused = () => fake.server.requests.filter((r) => r.refusedWith);

describe('on OpenAI with a reasoning model', () => {
  it('sends o4-mini and gpt-5-mini max_completion_tokens and no temperature from the first call', async () => {
    for (const model of ['o4-mini', 'gpt-5-mini']) {
      const { engine, logger } = fake.setup({}, undefined, { model, apiKey: key });
      const out = await everyJsonOperation(engine);
      expect(out.reasoning?.reasoning).toBe('They seem nervous; a gentle question helps.');
      const chat = await collect(engine.chatReplyStream({ message: 'hello' }));
      expect(chat.at(-1)).toMatchObject({ fallback: false });
      expect(learnedWarnings(logger)).toEqual([]);
    }
    expect(refused()).toEqual([]);
    for (const { body } of fake.server.requests) {
      expect(body.max_tokens).toBeUndefined();
      expect(body.temperature).toBeUndefined();
      expect(body.max_completion_tokens).toBeGreaterThan(1024);
    }
  });

  it('learns from the first refusals of a reasoning model its name does not give away, says so once, and sends it right after', async () => {
    const { engine, logger } = fake.setup({}, undefined, { model: 'house-reasoner', apiKey: key });
    expect((await engine.reason({ situation: 'hello' }))?.reasoning).toBeTruthy();
    expect(refused().map((r) => r.refusedWith)).toEqual([400, 400]);
    expect(learnedWarnings(logger)).toEqual([
      'AI server refused a request parameter; from now on the reply length is sent as max_completion_tokens',
      'AI server refused a request parameter; from now on temperature is not sent',
    ]);
    const before = fake.server.requests.length;
    await engine.empathy({ situation: 'rough day', detectedEmotion: 'sad' });
    expect(await collect(engine.chatReplyStream({ message: 'hello' }))).toContainEqual(expect.objectContaining({ fallback: false }));
    expect(fake.server.requests).toHaveLength(before + 2);
    expect(refused()).toHaveLength(2);
    expect(learnedWarnings(logger)).toHaveLength(2);
    // Learned for the process: a new engine on the same server and model starts from it.
    const again = fake.setup({}, undefined, { model: 'house-reasoner', apiKey: key });
    await again.engine.reason({ situation: 'hello' });
    expect(refused()).toHaveLength(2);
  });

  it('counts the thinking and, when it leaves no room for the answer, asks once more with twice the room', async () => {
    const { engine, usage } = fake.setup({}, undefined, { model: 'o4-mini', apiKey: key });
    const thinker = useThinking(1500);
    expect((await engine.reason({ situation: 'hello' }))?.reasoning).toBe('They seem nervous; a gentle question helps.');
    thinker.restore();
    expect(fake.server.requests.map((r) => r.body.max_completion_tokens)).toEqual([300 + 1024, 2 * (300 + 1024)]);
    expect(usage.entries.map((e) => [e.attempt, e.ok])).toEqual([
      ['initial', false],
      ['longer', true],
    ]);
    expect(usage.entries[1]!.reasoning_tokens).toBe(1500);
  });

  it('never uses a reply cut twice: the answer falls back', async () => {
    const { engine } = fake.setup({}, undefined, { model: 'o4-mini', apiKey: key });
    const thinker = useThinking(100_000);
    expect(await engine.reason({ situation: 'hello' })).toBeNull();
    const chat = await collect(engine.chatReplyStream({ message: 'hello' }));
    thinker.restore();
    expect(chat).toEqual([{ type: 'done', reply: expect.any(String), fallback: true }]);
    expect(fake.server.requests).toHaveLength(4);
    expect(engine.modelStatus!().answers.reason).toMatchObject({
      fellBack: 1,
      lastReason: expect.stringContaining('cut at its length limit'),
    });
  });

  it('a parameter Maya cannot do without (o1-mini takes no system message) opens the misconfigured state in its words', async () => {
    const { engine } = fake.setup({}, undefined, { model: 'o1-mini', apiKey: key });
    await engine.reason({ situation: 'hello' });
    await engine.reason({ situation: 'hello' });
    expect(fake.server.requests).toHaveLength(1);
    expect(engine.modelStatus!()).toMatchObject({
      state: 'misconfigured',
      message: expect.stringMatching(
        /^AI_BASE_URL \(.*\) refused a parameter for AI_MODEL 'o1-mini': Unsupported value: 'messages\[0\]\.role' does not support 'system'/,
      ),
    });
  });
});

/** The fake reasoning model thinks `tokens` before each answer until restored. */
function useThinking(tokens: number) {
  const before = server.thinkingTokens;
  server.thinkingTokens = tokens;
  return { restore: () => void (server.thinkingTokens = before) };
}

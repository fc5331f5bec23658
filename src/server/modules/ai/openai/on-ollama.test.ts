import { describe, expect, it } from 'vitest';
import { scriptedModel } from '../testing/fake-openai-server';
import { fakeTokens, ollamaServer } from '../testing/fake-servers';
import { collect, longHistory, useFakeOpenAi, windowInput } from '../testing/openai-engine-harness';

/**
 * Issue 43 items 1 and 2 against Ollama's /v1: its model list (with ":latest"), a model it has not
 * pulled, a prompt longer than its context (cut at the front without an error), and Qwen3's inline
 * <think> blocks.
 */
const rules = ollamaServer({ contextTokens: 2048 });
const fake = useFakeOpenAi(rules);
const ollama = (model: string) => ({ model, apiKey: 'ollama' });

describe('on Ollama', () => {
  it('the start-up check finds "llama3.2" in the model list as "llama3.2:latest", without a model call', async () => {
    const { engine } = fake.setup({}, undefined, ollama('llama3.2'));
    expect(await engine.checkModel!()).toMatchObject({ state: 'ok' });
    expect(fake.server.requests).toEqual([]);
  });

  it('the start-up check says a model that was not pulled is not served, and names what is', async () => {
    const { engine, logger } = fake.setup({}, undefined, ollama('llama3.3'));
    const status = await engine.checkModel!();
    expect(status.state).toBe('misconfigured');
    expect(status.message).toMatch(
      new RegExp(
        String.raw`^AI_MODEL 'llama3\.3' is not served by AI_BASE_URL \(http:\/\/127\.0\.0\.1:\d+\/v1\):` +
          String.raw` it answered 404 \(model "llama3\.3" not found, try pulling it first\); it serves llama3\.2:latest, qwen3:8b$`,
      ),
    );
    expect(logger.error).toHaveBeenCalledTimes(1);
  });

  it('a prompt over its context loses its front, system prompt first, without an error: the answer falls back and is counted', async () => {
    const { engine } = fake.setup({}, undefined, ollama('llama3.2'));
    const late = { ...windowInput, day: 6, history: longHistory(40) };
    const out = await engine.simulateWindow(late);
    expect(out.messages).toHaveLength(4);
    // The fake did what Ollama does: the model saw no system prompt and wrote words, not the window.
    const seen = fake.server.requests[0]!;
    expect(seen.prompt).toBeNull();
    expect(fakeTokens(seen.body.messages)).toBeLessThanOrEqual(2048);
    expect(out.messages[0]!.text).not.toMatch(/^Day 6, window 1/);
    // A short prompt fits and is the model's.
    expect((await engine.simulateWindow(windowInput)).messages[0]!.text).toBe('Day 2, window 1, message 1.');
    expect(engine.modelStatus!().answers.simulateWindow).toMatchObject({ answers: 2, fellBack: 1, lastReason: expect.any(String) });
  });

  it("with AI_CONTEXT_TOKENS at its context, a late window fits: earlier days summed up, the system prompt kept, the answer the model's", async () => {
    const { engine } = fake.setup({}, undefined, { ...ollama('llama3.2'), contextTokens: 2048 });
    const late = { ...windowInput, day: 6, history: longHistory(40) };
    const out = await engine.simulateWindow(late);
    const seen = fake.server.requests[0]!;
    expect(seen.prompt).toBe('simulateWindow');
    expect(fakeTokens(seen.body.messages)).toBeLessThanOrEqual(2048);
    const data = seen.data as { earlier_days: { day: number; summary: string }[]; history: unknown[] };
    expect(data.history.length).toBeLessThan(40);
    expect(data.earlier_days.map((d) => d.day)[0]).toBe(1);
    expect(data.earlier_days[0]!.summary).toMatch(/^a: Message 1: we talked about hiking/);
    expect(out.messages[0]!.text).toBe('Day 6, window 1, message 1.');
    expect(engine.modelStatus!().answers.simulateWindow).toMatchObject({ answers: 1, fellBack: 0 });
  });

  it('a chat whose history would not fit sends fewer earlier turns, never a cut prompt', async () => {
    const { engine } = fake.setup({}, undefined, { ...ollama('llama3.2'), contextTokens: 1024 });
    const history = Array.from({ length: 20 }, (_, i) => ({
      role: i % 2 ? ('assistant' as const) : ('user' as const),
      content: `Turn ${i + 1}: ${'I spent the weekend walking by the river and thinking about the week ahead. '.repeat(3)}`,
    }));
    const out = await engine.chatReply({ message: 'What should I cook tonight?', history });
    expect(out.reply).toBe('That sounds like a lovely day. What was the best part?');
    const seen = fake.server.requests[0]!;
    expect(seen.prompt).toBe('chatReply');
    expect(fakeTokens(seen.body.messages)).toBeLessThanOrEqual(1024);
    const turns = seen.body.messages.slice(1, -1);
    expect(turns.length).toBeGreaterThan(0);
    expect(turns.length).toBeLessThan(20);
    // The newest turns are the ones kept.
    expect(turns.at(-1)!.content).toContain('Turn 20:');
  });

  it("strips Qwen3's <think> blocks, even split across stream chunks, counts them and gives the model room to think", async () => {
    const { engine, usage } = fake.setup({}, undefined, ollama('qwen3:8b'));
    const thinking = 'The user is nervous about a date. I should be gentle and brief. '.repeat(4);
    fake.handler = (req) => {
      const reply = scriptedModel(req);
      if (reply instanceof Promise || (reply.kind !== 'content' && reply.kind !== 'stream')) return reply;
      if (reply.kind === 'content') return { ...reply, content: `<think>${thinking}</think>\n\n${reply.content}` };
      return { ...reply, chunks: ['<thi', 'nk>', thinking.slice(0, 40), thinking.slice(40), '</th', 'ink>', '\n\n', ...reply.chunks] };
    };
    expect((await engine.reason({ situation: 'first date nerves' }))?.reasoning).toBe('They seem nervous; a gentle question helps.');
    const events = await collect(engine.chatReplyStream({ message: 'hello' }));
    expect(events.at(-1)).toEqual({ type: 'done', reply: 'That sounds like a lovely day. What was the best part?', fallback: false });
    expect(JSON.stringify(events)).not.toMatch(/think|nervous about a date/);
    expect(usage.entries.map((e) => e.reasoning_tokens)).toEqual([Math.ceil(thinking.length / 4), Math.ceil(thinking.length / 4)]);
    // Learned: the next calls leave room for the thinking on top of the answer.
    expect(fake.server.requests.map((r) => r.body.max_tokens)).toEqual([300, 300 + 1024]);
  });
});

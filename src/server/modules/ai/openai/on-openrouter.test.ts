import { describe, expect, it } from 'vitest';
import { CHAT_FALLBACK_REPLY, CHAT_REFUSAL_REPLY } from '../fallbacks';
import { scriptedModel } from '../testing/fake-openai-server';
import { openRouterFailure, openRouterServer } from '../testing/fake-servers';
import { collect, useFakeOpenAi } from '../testing/openai-engine-harness';

/**
 * Issue 43 items 1 and 2 against OpenRouter: a provider's failure after the 200 (inside the
 * stream, or as the body of a plain call) reaches the breaker; vendor-prefixed reasoning models;
 * the `reasoning` field; its keep-alive comments; its moderation 403.
 */
const fake = useFakeOpenAi(openRouterServer({ reasoning: 'Thinking about what to say. ' }));
const router = (model: string) => ({ model, apiKey: 'sk-or-test' });

describe('on OpenRouter', () => {
  it('errors inside a 200 stream reach the breaker: after the threshold no more calls are made, and the status says down', async () => {
    const { engine } = fake.setup({ threshold: 2 }, undefined, router('openai/gpt-4o-mini'));
    fake.handler = (req) => openRouterFailure(req, ['Hello ', 'there']);
    for (let i = 0; i < 3; i++) {
      const events = await collect(engine.chatReplyStream({ message: 'hello' }));
      expect(events.at(-1)).toEqual({ type: 'done', reply: CHAT_FALLBACK_REPLY, fallback: true });
    }
    expect(fake.server.requests).toHaveLength(2);
    expect(engine.circuitState!()).toBe('open');
    expect(engine.modelStatus!()).toMatchObject({ state: 'down', message: expect.stringContaining('Provider disconnected unexpectedly') });
  });

  it('an error body in a 200 plain call is a failure, retried and then counted, not a reply without choices', async () => {
    const { engine, usage } = fake.setup({ threshold: 10 }, undefined, router('openai/gpt-4o-mini'));
    fake.handler = (req) => (req.index < 1 ? openRouterFailure(req) : scriptedModel(req));
    expect((await engine.reason({ situation: 'hello' }))?.reasoning).toBe('They seem nervous; a gentle question helps.');
    expect(fake.server.requests).toHaveLength(2);
    expect(usage.entries).toHaveLength(1);
    fake.handler = (req) => openRouterFailure(req);
    expect(await engine.reason({ situation: 'hello' })).toBeNull();
    expect(engine.modelStatus!()).toMatchObject({ state: 'down', message: 'the server answered 502 (Provider returned error)' });
  });

  it('a vendor-prefixed reasoning model (openai/o4-mini) gets max_completion_tokens and no temperature', async () => {
    const { engine } = fake.setup({}, undefined, router('openai/o4-mini'));
    await engine.reason({ situation: 'hello' });
    await collect(engine.chatReplyStream({ message: 'hello' }));
    for (const { body } of fake.server.requests) {
      expect(body.max_tokens).toBeUndefined();
      expect(body.temperature).toBeUndefined();
      expect(body.max_completion_tokens).toBeGreaterThan(0);
    }
  });

  it('leaves the reasoning field out of the reply, streams past its keep-alive comments', async () => {
    const { engine, usage } = fake.setup({}, undefined, router('qwen/qwen3-32b'));
    const events = await collect(engine.chatReplyStream({ message: 'hello' }));
    expect(events.at(-1)).toEqual({ type: 'done', reply: 'That sounds like a lovely day. What was the best part?', fallback: false });
    expect(JSON.stringify(events)).not.toContain('Thinking about');
    expect(usage.entries[0]!.reasoning_tokens).toBeGreaterThan(0);
  });

  it('input its moderation flags (403) is answered as a refusal, and is no misconfiguration', async () => {
    const { engine } = fake.setup({}, undefined, router('openai/gpt-4o-mini'));
    fake.handler = (req) => ({
      kind: 'status',
      status: 403,
      body: {
        error: {
          code: 403,
          message:
            'openai/gpt-4o-mini requires moderation on OpenRouter. Your input was flagged for "harassment". No credits were charged.',
          metadata: { reasons: ['harassment'], flagged_input: '…', provider_name: 'OpenAI', model_slug: req.body.model },
        },
      },
    });
    expect(await engine.chatReply({ message: 'something flagged' })).toEqual({ reply: CHAT_REFUSAL_REPLY, fallback: true });
    expect(engine.modelStatus!().state).toBe('ok');
  });

  it('an unknown model id (a 400 on OpenRouter) is misconfigured, in words', async () => {
    const { engine } = fake.setup({}, undefined, router('openai/gpt-4o-mni'));
    await engine.reason({ situation: 'hello' });
    expect(engine.modelStatus!().message).toMatch(
      /^AI_MODEL 'openai\/gpt-4o-mni' is not served by AI_BASE_URL .*: it answered 400 \(openai\/gpt-4o-mni is not a valid model ID\)$/,
    );
  });
});

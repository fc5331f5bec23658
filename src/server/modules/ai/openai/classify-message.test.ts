import { describe, expect, it } from 'vitest';
import { openAiChatServer } from '../testing/fake-servers';
import { NEVER_MS, content, useFakeOpenAi } from '../testing/openai-engine-harness';

/** Issue 42 item 1: the relay's model label, on OpenAI's rules (strict json_schema, every property required). */
const fake = useFakeOpenAi(openAiChatServer({ apiKey: 'sk-test' }));
const openAi = { model: 'gpt-4o-mini', apiKey: 'sk-test' };
const TEXT = 'my nephew needs shoes for school, anything helps';

/** Everything the engine logged, as one string: the message must never be in it. */
const logged = (logger: { warn: { mock: { calls: unknown[] } }; error: { mock: { calls: unknown[] } } }) =>
  JSON.stringify([logger.warn.mock.calls, logger.error.mock.calls]);

describe("the relay's model label", () => {
  it('asks with a strict json_schema and the message as data, and answers the label and a plain reason', async () => {
    const { engine, logger } = fake.setup({}, undefined, openAi);
    fake.handler = () => content({ label: 'money', reason: 'It asks   them for money for a relative.' });
    const out = await engine.classifyMessage!({ text: TEXT, recent: ['hi there'] });
    expect(out).toEqual({ outcome: 'answered', label: 'money', reason: 'It asks them for money for a relative.' });
    const [request] = fake.server.requests;
    expect(request!.refusedWith).toBeUndefined();
    expect(request!.prompt).toBe('classifyMessage');
    expect(request!.data).toEqual({ text: TEXT, recent: ['hi there'] });
    expect(request!.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: {
        strict: true,
        schema: {
          required: ['label', 'reason'],
          additionalProperties: false,
          properties: { label: { enum: ['benign', 'money', 'off_platform', 'sexual', 'harassment', 'threat', 'contact'] } },
        },
      },
    });
    expect(engine.modelStatus!().answers.classifyMessage).toEqual({ answers: 1, fellBack: 0 });
    expect(logged(logger)).not.toContain('nephew');
  });

  it("shows no contact details from the model's reason, and no reason for a benign message", async () => {
    const { engine } = fake.setup({}, undefined, openAi);
    fake.handler = () => content({ label: 'off_platform', reason: 'It asks them to write to ana@example.com instead.' });
    expect(await engine.classifyMessage!({ text: 'write to me there' })).toMatchObject({ reason: expect.not.stringContaining('ana@') });
    fake.handler = () => content({ label: 'benign', reason: 'Nothing wrong here.' });
    expect(await engine.classifyMessage!({ text: 'see you at 8' })).toEqual({ outcome: 'answered', label: 'benign', reason: '' });
  });

  it('gives up after AI_SAFETY_TIMEOUT_MS on a hanging model, without opening the breaker, and counts it', async () => {
    const { engine, logger } = fake.setup({ threshold: 1 }, undefined, { ...openAi, safetyTimeoutMs: 150 });
    fake.handler = () => ({ kind: 'slow', delayMs: NEVER_MS, then: content({ label: 'benign', reason: '' }) });
    const started = performance.now();
    expect(await engine.classifyMessage!({ text: TEXT })).toEqual({ outcome: 'timeout' });
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(engine.modelStatus!()).toMatchObject({ state: 'ok', answers: { classifyMessage: { answers: 1, fellBack: 1 } } });
    expect(engine.modelStatus!().answers.classifyMessage!.lastReason).toBe('timeout: no answer within 150 ms');
    expect(logged(logger)).not.toContain('nephew');
  });

  it('a failing model is a failure (counted), and once the breaker is open no call is made', async () => {
    const { engine, logger } = fake.setup({ threshold: 1 }, undefined, openAi);
    fake.handler = () => ({ kind: 'status', status: 503, body: { error: { message: `overloaded while reading "${TEXT}"` } } });
    expect(await engine.classifyMessage!({ text: TEXT })).toEqual({ outcome: 'failed' });
    const calls = fake.server.requests.length;
    expect(await engine.classifyMessage!({ text: TEXT })).toEqual({ outcome: 'breaker' });
    expect(fake.server.requests).toHaveLength(calls);
    expect(engine.modelStatus!().answers.classifyMessage).toMatchObject({ answers: 2, fellBack: 2 });
    expect(logged(logger)).not.toContain('nephew');
  });

  it('an answer off the schema, even after the repair, is a failure', async () => {
    const { engine } = fake.setup({}, undefined, openAi);
    fake.handler = () => content({ label: 'spam', reason: 'x' });
    expect(await engine.classifyMessage!({ text: TEXT })).toEqual({ outcome: 'failed' });
    expect(fake.server.requests.map((r) => r.prompt)).toEqual(['classifyMessage', 'classifyMessage']);
  });
});

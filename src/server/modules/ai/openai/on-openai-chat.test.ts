import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { CHAT_REFUSAL_REPLY } from '../fallbacks';
import { scriptedModel } from '../testing/fake-openai-server';
import { openAiChatServer } from '../testing/fake-servers';
import { collect, content, everyJsonOperation, learnedWarnings, useFakeOpenAi, windowInput } from '../testing/openai-engine-harness';
import { SAMPLE_PERSONA_A } from '../testing/sample-personas';

/** Issue 43 items 1 and 2 against OpenAI with a chat model (gpt-4o-mini): strict schemas, refusals, a wrong key or model. */
const fake = useFakeOpenAi(openAiChatServer({ apiKey: 'sk-test', forbidden: ['gpt-4o'] }));
const gpt = { model: 'gpt-4o-mini', apiKey: 'sk-test' };

describe('on OpenAI with a chat model', () => {
  it('asks every JSON operation for a strict json_schema that OpenAI takes, and uses the answers', async () => {
    const { engine, logger } = fake.setup({}, undefined, gpt);
    const out = await everyJsonOperation(engine);
    expect(out.reasoning?.reasoning).toBe('They seem nervous; a gentle question helps.');
    expect(out.window.messages).toHaveLength(4);
    expect(out.match.name).toBe('Robin');
    const formats = fake.server.requests.map((r) => r.body.response_format);
    expect(formats).toHaveLength(8);
    for (const format of formats) expect(format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
    // The fake checks strict mode as OpenAI does: nothing was refused, nothing learned.
    expect(fake.server.requests.filter((r) => r.refusedWith)).toEqual([]);
    expect(learnedWarnings(logger)).toEqual([]);
    expect(engine.modelStatus!()).toMatchObject({ state: 'ok', answers: { simulateWindow: { answers: 1, fellBack: 0 } } });
  });

  it('takes null for an optional field, as strict mode answers one', async () => {
    const { engine } = fake.setup({}, undefined, gpt);
    fake.handler = (req) =>
      req.prompt === 'createMatchPersona'
        ? content({ name: 'Robin', bio: 'Loves trails.', interests: ['hiking', 'jazz'], vibe: null, tone: null })
        : scriptedModel(req);
    const match = await engine.createMatchPersona({ persona: SAMPLE_PERSONA_A, seed: 3 });
    expect(match).toMatchObject({ name: 'Robin', vibe: 'casual', tone: 'friendly' });
    expect(fake.server.requests).toHaveLength(1);
  });

  it("answers a refusal as a refusal: never as Maya's words, never repaired", async () => {
    const { engine } = fake.setup({}, undefined, gpt);
    fake.handler = (req) =>
      req.body.stream
        ? { kind: 'stream', chunks: [], refusal: ["I'm sorry, ", "I can't help with that."] }
        : { kind: 'content', content: null, refusal: "I'm sorry, I can't help with that." };
    const events = await collect(engine.chatReplyStream({ message: 'something it will not do' }));
    expect(events).toEqual([{ type: 'done', reply: CHAT_REFUSAL_REPLY, fallback: true }]);
    expect(await engine.chatReply({ message: 'again' })).toEqual({ reply: CHAT_REFUSAL_REPLY, fallback: true });
    const before = fake.server.requests.length;
    expect(await engine.reason({ situation: 'something it will not do' })).toBeNull();
    expect(fake.server.requests).toHaveLength(before + 1);
    const { answers, state } = engine.modelStatus!();
    expect(state).toBe('ok');
    expect(answers.chatReplyStream).toEqual({ answers: 1, fellBack: 1, lastReason: 'the model declined to answer' });
  });

  it('a wrong key opens the misconfigured state in words after one call: no retry storm, no key in the words', async () => {
    const { engine, logger } = fake.setup({}, undefined, { ...gpt, apiKey: 'sk-wrong-0123456789' });
    for (let i = 0; i < 3; i++) expect(await engine.reason({ situation: 'hello' })).toBeNull();
    expect((await engine.simulateWindow(windowInput)).messages).toHaveLength(4);
    expect(fake.server.requests).toHaveLength(1);
    const status = engine.modelStatus!();
    expect(status).toMatchObject({ engine: 'openai', state: 'misconfigured', model: 'gpt-4o-mini' });
    expect(status.message).toMatch(/^the key was refused: AI_BASE_URL \(http:\/\/127\.0\.0\.1:\d+\/v1\) answered 401/);
    expect(JSON.stringify([status, logger.error.mock.calls, logger.warn.mock.calls])).not.toContain('0123456789');
    expect(logger.error.mock.calls.filter((c) => String(c[1]).startsWith('AI model misconfigured'))).toHaveLength(1);
    expect(engine.circuitState!()).toBe('open');
    expect(status.answers).toMatchObject({ reason: { answers: 3, fellBack: 3 }, simulateWindow: { answers: 1, fellBack: 1 } });
  });

  it('after the cool-down one trial call finds the key still wrong and says nothing new; a right key would close it', async () => {
    const { engine, logger, clock } = fake.setup({ misconfiguredCoolDownMs: 60_000 }, undefined, { ...gpt, apiKey: 'sk-wrong' });
    await engine.reason({ situation: 'hello' });
    clock.ms += 60_000;
    await engine.reason({ situation: 'hello' });
    await engine.reason({ situation: 'hello' });
    expect(fake.server.requests).toHaveLength(2);
    expect(logger.error.mock.calls.filter((c) => String(c[1]).startsWith('AI model misconfigured'))).toHaveLength(1);
    expect(engine.modelStatus!().state).toBe('misconfigured');
  });

  it("the start-up check names a model the server does not serve: AI_MODEL 'gpt-4o-mni' is not served by AI_BASE_URL", async () => {
    const { engine, logger } = fake.setup({}, undefined, { ...gpt, model: 'gpt-4o-mni' });
    const status = await engine.checkModel!();
    expect(status.state).toBe('misconfigured');
    expect(status.message).toMatch(
      /^AI_MODEL 'gpt-4o-mni' is not served by AI_BASE_URL \(http:\/\/127\.0\.0\.1:\d+\/v1\): it answered 404/,
    );
    expect(status.message).toMatch(/it serves gpt-4o-mini, gpt-4o, gpt-4\.1-mini$/);
    expect(logger.error).toHaveBeenCalledTimes(1);
    // Nothing more is sent while misconfigured; the week is written offline.
    const calls = fake.server.requests.length;
    expect((await engine.simulateWindow(windowInput)).messages).toHaveLength(4);
    expect(fake.server.requests).toHaveLength(calls);
  });

  it('a model the key may not use (403) is misconfigured too', async () => {
    const { engine } = fake.setup({}, undefined, { ...gpt, model: 'gpt-4o' });
    await engine.reason({ situation: 'hello' });
    expect(engine.modelStatus!()).toMatchObject({ state: 'misconfigured' });
    expect(engine.modelStatus!().message).toMatch(/^the key was refused for AI_MODEL 'gpt-4o': AI_BASE_URL .* answered 403/);
  });

  it('the start-up check passes on the model list alone, without a model call', async () => {
    const { engine, logger } = fake.setup({}, undefined, gpt);
    expect(await engine.checkModel!()).toMatchObject({ state: 'ok', model: 'gpt-4o-mini' });
    expect(fake.server.requests).toEqual([]);
    expect(logger.info).toHaveBeenCalledWith(expect.anything(), expect.stringContaining("AI_MODEL 'gpt-4o-mini' answers at AI_BASE_URL"));
  });

  it('the start-up check says when the server cannot be reached', async () => {
    const { engine } = fake.setup({}, undefined, { ...gpt, baseURL: `http://127.0.0.1:${await closedPort()}/v1` });
    const status = await engine.checkModel!();
    expect(status).toMatchObject({ state: 'down', message: 'could not reach the server (ECONNREFUSED)' });
  });
});

/** A port nothing listens on: taken, then let go. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

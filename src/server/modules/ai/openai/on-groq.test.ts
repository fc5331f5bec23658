import { describe, expect, it } from 'vitest';
import { scriptedModel } from '../testing/fake-openai-server';
import { groqServer } from '../testing/fake-servers';
import { content, learnedWarnings, useFakeOpenAi, windowInput } from '../testing/openai-engine-harness';

/**
 * Issue 43 item 1 against Groq: json_schema only on some models, and a 400 json_validate_failed
 * (with what the model wrote) when its JSON mode fails, which goes to the repair call.
 */
const fake = useFakeOpenAi(groqServer());
const groq = (model: string) => ({ model, apiKey: 'gsk_test' });

describe('on Groq', () => {
  it('lives at /openai/v1 and lists its models: the start-up check passes on the list', async () => {
    const { engine } = fake.setup({}, undefined, groq('llama-3.3-70b-versatile'));
    expect(fake.server.baseURL).toMatch(/\/openai\/v1$/);
    expect(await engine.checkModel!()).toMatchObject({ state: 'ok' });
  });

  it('a model without json_schema refuses it once; Maya says so once and uses JSON mode from then on', async () => {
    const { engine, logger } = fake.setup({}, undefined, groq('llama-3.3-70b-versatile'));
    expect((await engine.reason({ situation: 'hello' }))?.reasoning).toBeTruthy();
    await engine.empathy({ situation: 'rough day', detectedEmotion: 'sad' });
    expect(fake.server.requests.map((r) => [r.body.response_format?.type, r.refusedWith ?? 200])).toEqual([
      ['json_schema', 400],
      ['json_object', 200],
      ['json_object', 200],
    ]);
    expect(learnedWarnings(logger)).toEqual([
      'AI server refused a request parameter; from now on JSON calls use response_format json_object',
    ]);
  });

  it('json_validate_failed goes to the repair call with what the model wrote, and the repaired answer is used', async () => {
    const { engine, usage } = fake.setup({}, undefined, groq('openai/gpt-oss-20b'));
    const broken = '{"messages": [{"role": "a", "text": "Morning! How did you sleep?"},';
    fake.handler = (req) => (req.index === 0 ? content(broken) : scriptedModel(req));
    const out = await engine.simulateWindow(windowInput);
    expect(out.messages[0]!.text).toBe('Day 2, window 1, message 1.');
    const [failed, repair] = fake.server.requests;
    expect(failed!.body.response_format?.type).toBe('json_schema');
    expect(repair!.body.messages.at(-2)).toEqual({ role: 'assistant', content: broken });
    expect(repair!.body.messages.at(-1)!.content).toMatch(/not valid JSON/);
    expect(usage.entries.map((e) => [e.attempt, e.ok])).toEqual([
      ['initial', false],
      ['repair', true],
    ]);
    expect(engine.modelStatus!()).toMatchObject({ state: 'ok', answers: { simulateWindow: { answers: 1, fellBack: 0 } } });
  });

  it('an unknown model or a wrong key is misconfigured, in words', async () => {
    const wrongModel = fake.setup({}, undefined, groq('llama3-70b'));
    await wrongModel.engine.reason({ situation: 'hello' });
    expect(wrongModel.engine.modelStatus!().message).toMatch(
      /^AI_MODEL 'llama3-70b' is not served by AI_BASE_URL \(http:\/\/127\.0\.0\.1:\d+\/openai\/v1\)/,
    );
    const wrongKey = fake.setup({}, undefined, { model: 'llama-3.3-70b-versatile', apiKey: 'gsk_old' });
    await wrongKey.engine.reason({ situation: 'hello' });
    expect(wrongKey.engine.modelStatus!().message).toMatch(/^the key was refused/);
  });
});

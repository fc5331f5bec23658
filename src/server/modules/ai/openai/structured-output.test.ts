import { describe, expect, it } from 'vitest';
import { scriptedModel, type FakeRequest, type FakeServerRules } from '../testing/fake-openai-server';
import { lmStudioServer } from '../testing/fake-servers';
import { content, learnedWarnings, useFakeOpenAi } from '../testing/openai-engine-harness';

/**
 * Issue 43 item 1: JSON is asked for the best way the server takes — json_schema, then
 * json_object, then the prompt alone — learned from its first refusal, once per process, and
 * logged once. The server here refuses json_schema as a server without structured output does
 * (a proxy's "Unrecognized request argument", in OpenAI's shape) and json_object as LM Studio does.
 */
const lmStudio = lmStudioServer();
const neither: FakeServerRules = {
  name: 'old-proxy',
  models: ['house-model'],
  refuse: (req: FakeRequest) =>
    req.body.response_format?.type === 'json_schema'
      ? {
          kind: 'status',
          status: 400,
          body: {
            error: {
              message: 'Unrecognized request argument supplied: response_format.json_schema',
              type: 'invalid_request_error',
              param: 'response_format',
              code: null,
            },
          },
        }
      : lmStudio.refuse(req),
};
const fake = useFakeOpenAi(neither);

describe('structured output by what the server takes', () => {
  it('steps down json_schema → json_object → the prompt alone on the first call, logs each step once, and starts there after', async () => {
    const { engine, logger } = fake.setup({}, undefined, { model: 'house-model' });
    // Asked in the prompt alone, the model wraps its JSON in words: the object inside is read.
    fake.handler = () => content('Sure! Here it is: {"reasoning": "Ask how their day went."} Hope that helps.');
    expect(await engine.reason({ situation: 'hello' })).toEqual({ reasoning: 'Ask how their day went.' });
    expect(fake.server.requests.map((r) => [r.body.response_format?.type ?? 'prompt', r.refusedWith ?? 200])).toEqual([
      ['json_schema', 400],
      ['json_object', 400],
      ['prompt', 200],
    ]);
    expect(learnedWarnings(logger)).toEqual([
      'AI server refused a request parameter; from now on JSON calls use response_format json_object',
      'AI server refused a request parameter; from now on JSON is asked for in the prompt only',
    ]);
    fake.handler = scriptedModel;
    await engine.reason({ situation: 'again' });
    const again = fake.setup({}, undefined, { model: 'house-model' });
    await again.engine.empathy({ situation: 'again', detectedEmotion: 'sad' });
    expect(fake.server.requests.slice(3).map((r) => r.body.response_format)).toEqual([undefined, undefined]);
    expect(learnedWarnings(logger)).toHaveLength(2);
    expect(learnedWarnings(again.logger)).toEqual([]);
  });

  it('two calls refused at once step down once, not twice', async () => {
    const { engine, logger } = fake.setup({}, undefined, { model: 'house-model' });
    fake.handler = () => content({ reasoning: 'Fine.' });
    await Promise.all([engine.reason({ situation: 'one' }), engine.reason({ situation: 'two' })]);
    const sentAfter = fake.server.requests.filter((r) => !r.refusedWith).map((r) => r.body.response_format?.type ?? 'prompt');
    expect(sentAfter).toEqual(['prompt', 'prompt']);
    expect(fake.server.requests.filter((r) => r.body.response_format?.type === 'json_schema')).toHaveLength(2);
    expect(learnedWarnings(logger)).toHaveLength(2);
  });
});

import { describe, expect, it } from 'vitest';
import { score, type Example } from '../../bench/safety-screen/score';
import { screenWithModel } from '../../bench/safety-screen/with-model';
import { createAiEngine } from '../../src/server/modules/ai';
import { scriptedModel, startFakeOpenAi } from '../../src/server/modules/ai/testing/fake-openai-server';
import { openAiChatServer } from '../../src/server/modules/ai/testing/fake-servers';
import { content } from '../../src/server/modules/ai/testing/openai-engine-harness';
import { screenMessage } from '../../src/server/modules/safety';

/** The safety bench with a model configured (ADR 065), against a fake that keeps OpenAI's rules. */
const EXAMPLES: Example[] = [
  { text: 'my nephew needs new shoes for school and I get paid friday, anything helps', label: 'money' },
  { text: "send me $200 in gift cards and I'll come see you", label: 'money' },
  { text: 'I will stab you', label: 'threat' },
  { text: 'see you at the tile museum on thursday', label: 'benign' },
];

describe('the safety bench with a model', () => {
  it('scores the rules with the model beside them, never asking about what the rules block', async () => {
    const fake = await startFakeOpenAi(
      (req) => {
        if (req.prompt !== 'classifyMessage') return scriptedModel(req);
        const { text } = req.data as { text: string };
        return content(/nephew|gift/.test(text) ? { label: 'money', reason: 'It asks for money.' } : { label: 'benign', reason: '' });
      },
      { server: openAiChatServer({ apiKey: 'sk-test' }) },
    );
    try {
      const engine = createAiEngine({ AI_BASE_URL: fake.baseURL, AI_API_KEY: 'sk-test', AI_MODEL: 'gpt-4o-mini', AI_TIMEOUT_MS: 5_000 });
      const run = await screenWithModel(
        engine,
        EXAMPLES.map((e) => e.text),
        2,
      );
      expect(run.outcomes).toEqual({ answered: 3, timeout: 0, breaker: 0, failed: 0 });
      expect(fake.requests.map((r) => (r.data as { text: string }).text)).not.toContain('I will stab you');
      expect(fake.requests.every((r) => !r.refusedWith)).toBe(true);
      const alone = score(
        EXAMPLES,
        EXAMPLES.map((e) => screenMessage(e.text)),
      );
      const withModel = score(EXAMPLES, run.results);
      expect(alone.labels.money.recall).toBe(0.5);
      expect(withModel.labels.money).toEqual({ precision: 1, recall: 1, n: 2 });
      expect(withModel.benign_fp_rate).toBe(0);
      expect(run.latencies).toHaveLength(3);
    } finally {
      await fake.close();
    }
  });
});

/**
 * The production screen with a model configured (ADR 065): each message labelled by the model through the app's
 * own engine (AI_SAFETY_TIMEOUT_MS, the breaker), then the rules with that label beside them, as the relay does.
 */
import type { AiEngine, MessageClassification } from '../../src/server/modules/ai';
import { screenMessage } from '../../src/server/modules/safety';
import type { ScreenResult } from '../../src/server/modules/safety/testing';

export interface ModelRun {
  results: ScreenResult[];
  /** How many answers were labels, timeouts, breaker refusals or failures. */
  outcomes: Record<MessageClassification['outcome'], number>;
  /** Wall time of each model label, in ms, sorted. */
  latencies: number[];
}

/** `concurrency` messages at a time (a hosted model's rate limit, a local model's slots). */
export async function screenWithModel(engine: AiEngine, texts: readonly string[], concurrency = 4): Promise<ModelRun> {
  const classify = engine.classifyMessage;
  if (!classify) throw new Error('no model configured: set AI_BASE_URL (and AI_API_KEY, AI_MODEL)');
  const results: ScreenResult[] = new Array(texts.length);
  const outcomes = { answered: 0, timeout: 0, breaker: 0, failed: 0 };
  const latencies: number[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < texts.length; i = next++) {
      const text = texts[i]!;
      const rules = screenMessage(text);
      if (rules.verdict === 'block') {
        // The relay never asks the model about what the rules block.
        results[i] = rules;
        continue;
      }
      const t0 = performance.now();
      const answer = await classify({ text });
      latencies.push(performance.now() - t0);
      outcomes[answer.outcome]++;
      results[i] = answer.outcome === 'answered' ? screenMessage(text, undefined, { label: answer.label, reason: answer.reason }) : rules;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { results, outcomes, latencies: latencies.sort((a, b) => a - b) };
}

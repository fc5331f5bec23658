import type { AiEngine, MessageClassification } from '@server/modules/ai';
import { screenMessage } from '@server/modules/safety';

/** What the model did for one message (ADR 065): its label's effect, or why there was none; null when not asked. */
export type RelayModelOutcome = 'agreed' | 'added' | 'overruled' | Exclude<MessageClassification['outcome'], 'answered'>;

/**
 * The rules, and where a model is configured its label too (issue 42 item 1, ADR 065). The rules are the floor: a
 * message they block is not sent to the model at all, and a model that times out, is behind an open breaker or
 * fails leaves the rules' result (the engine bounds the wait by AI_SAFETY_TIMEOUT_MS and counts each case).
 */
export async function screenWithModel(ai: AiEngine, text: string, recent: readonly string[]) {
  const rules = screenMessage(text, { recent });
  if (!ai.classifyMessage || rules.verdict === 'block') return { result: rules, model: null };
  const answer = await ai.classifyMessage({ text, recent: [...recent] });
  if (answer.outcome !== 'answered') return { result: rules, model: answer.outcome satisfies RelayModelOutcome };
  const merged = screenMessage(text, { recent }, { label: answer.label, reason: answer.reason });
  return { result: merged, model: merged.model satisfies RelayModelOutcome };
}

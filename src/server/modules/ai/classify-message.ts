import { APIError } from 'openai';
import { displayText } from '@shared/lib/display-text';
import type { AnswerCounter } from './model-status';
import { CircuitOpenError } from './openai/circuit-breaker';
import { scanModelText } from './output-scan';
import {
  classifyMessageInputSchema,
  messageClassificationSchema,
  type ClassifyMessageInput,
  type MessageClassification,
} from './schemas/safety';
import { AiInputError, type AiBackend, type AiLogger } from './types';

/**
 * How long the relay waits for the model's label before the rules alone decide (issue 42 item 1; ADR 065).
 * A label from a small hosted model takes ~0.3–1 s; past 2 s the member is left waiting on their own message.
 */
export const DEFAULT_SAFETY_TIMEOUT_MS = 2_000;

const TIMED_OUT = Symbol('timed out');

/** An error in words that cannot hold the message: its class and status, never a server's words (which may quote it). */
const failureOf = (err: unknown) =>
  err instanceof APIError && err.status ? `${err.name} ${err.status}` : err instanceof Error ? err.name : 'error';

/**
 * The relay's classifier on a model backend: the label within `timeoutMs` or why not, never thrown. A timeout is the
 * caller giving up (the breaker is told nothing: a model too slow for the relay may be fine for the companion); an
 * open breaker answers at once. Each is counted (model status, per operation) and logged without the text.
 */
export function guardedClassifier(
  classify: NonNullable<AiBackend['classifyMessage']>,
  logger: AiLogger,
  answers: AnswerCounter,
  timeoutMs: number,
) {
  return async (input: ClassifyMessageInput): Promise<MessageClassification> => {
    const parsed = classifyMessageInputSchema.safeParse(input);
    if (!parsed.success) throw new AiInputError('classifyMessage', parsed.error.issues);
    const abort = new AbortController();
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Settled before the abort, so a backend that answers on abort still loses the race.
    const timedOut = new Promise<typeof TIMED_OUT>((resolve) => {
      timer = setTimeout(() => (resolve(TIMED_OUT), abort.abort()), timeoutMs);
    });
    const fellBack = (outcome: 'timeout' | 'breaker' | 'failed', why: string): MessageClassification => {
      logger.warn({ operation: 'classifyMessage', outcome, failure: why }, 'AI safety label missing; the rules alone decide');
      answers.count('classifyMessage', { reason: `${outcome}: ${why}` });
      return { outcome };
    };
    try {
      const raw = await Promise.race([classify(parsed.data, { signal: abort.signal, withinMs: timeoutMs }), timedOut]);
      if (raw === TIMED_OUT) return fellBack('timeout', `no answer within ${timeoutMs} ms`);
      const answer = messageClassificationSchema.safeParse(raw);
      if (!answer.success) return fellBack('failed', 'an answer off the schema');
      answers.count('classifyMessage', false);
      const reason = answer.data.label === 'benign' ? '' : scanModelText(displayText(answer.data.reason, 'caption')).text;
      return { outcome: 'answered', label: answer.data.label, reason };
    } catch (err) {
      if (err instanceof CircuitOpenError) return fellBack('breaker', 'the model circuit is open');
      return fellBack(abort.signal.aborted ? 'timeout' : 'failed', failureOf(err));
    } finally {
      clearTimeout(timer);
    }
  };
}

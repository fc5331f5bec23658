import type { AiOperation } from './types';

/** How one operation's answers came out since start-up. */
export interface OperationAnswers {
  /** Answers given (every call of the operation). */
  answers: number;
  /** Of those, answers that did not come from the model: the offline engine's, a canned line or nothing. */
  fellBack: number;
  /** Why the last one fell back, in words. */
  lastReason?: string;
}

/**
 * The model path as the status page shows it (issue 43 item 2): `ok`; `misconfigured`, with what
 * is wrong in words (a refused key, a model the server does not serve, a refused parameter),
 * while no call is made; or `down`, failing or paused. The offline engine is always `ok`.
 */
export interface ModelStatus {
  engine: 'offline' | 'openai';
  state: 'ok' | 'misconfigured' | 'down';
  message?: string;
  model?: string;
  /** Per operation, since start-up; an operation never called is absent. */
  answers: Partial<Record<AiOperation, OperationAnswers>>;
}

export type AnswerCounter = ReturnType<typeof createAnswerCounter>;

export function createAnswerCounter() {
  const answers: Partial<Record<AiOperation, OperationAnswers>> = {};
  return {
    count(operation: AiOperation, fellBack: false | { reason: string }) {
      const entry = (answers[operation] ??= { answers: 0, fellBack: 0 });
      entry.answers++;
      if (fellBack) {
        entry.fellBack++;
        entry.lastReason = fellBack.reason.slice(0, 300);
      }
    },
    /** A copy: the status page cannot change the counts. */
    snapshot(): ModelStatus['answers'] {
      return Object.fromEntries(Object.entries(answers).map(([op, entry]) => [op, { ...entry }]));
    },
  };
}

import { AsyncLocalStorage } from 'node:async_hooks';
import type { AiOperation } from './types';

/** What the calls made inside one piece of work (an agent week) cost and how they were answered. */
export interface CallLedger {
  /** Requests sent to the model server: first calls, repairs, step-downs and retries with more room. */
  modelCalls: number;
  /** Operations a model should have answered that the offline engine answered instead. */
  fallbacks: AiOperation[];
}

const ledgers = new AsyncLocalStorage<CallLedger>();

/**
 * Runs `work` with a ledger of its model calls (issue 43 item 4): the agent week charges every request to the
 * members' budget, repairs included, and refuses a week half written offline; the journey's week reads it as it
 * goes and starts again on the offline engine. Nested work shares the outer ledger.
 */
export async function withCallLedger<T>(work: (ledger: Readonly<CallLedger>) => Promise<T>): Promise<{ value: T; ledger: CallLedger }> {
  const ledger = ledgers.getStore() ?? { modelCalls: 0, fallbacks: [] };
  const value = await ledgers.run(ledger, () => work(ledger));
  return { value, ledger };
}

export const noteModelCall = () => {
  const ledger = ledgers.getStore();
  if (ledger) ledger.modelCalls += 1;
};

export const noteFallback = (operation: AiOperation) => {
  ledgers.getStore()?.fallbacks.push(operation);
};

import type { AiLogger, AiOperation } from '../types';
import type { OpenAiSettings } from './client';
import { contextWindow } from './context-window';
import type { Message } from './request-body';
import { promptTokens, tokenCounter, type TokenCounter } from './token-count';

/** Even the least detailed prompt and its reply do not fit what the server holds: no call is made. */
export class ContextOverflowError extends Error {
  constructor(
    readonly operation: AiOperation,
    readonly needed: number,
    readonly holds: number,
  ) {
    super(`${operation}: the prompt and its reply need ${needed} tokens and the server holds ${holds} (AI_CONTEXT_TOKENS)`);
    this.name = 'ContextOverflowError';
  }
}

const counters = new Map<string, TokenCounter>();
const counterFor = (model: string) => counters.get(model) ?? counters.set(model, tokenCounter(model)).get(model)!;
const warned = new Set<string>();

export interface Budget {
  settings: OpenAiSettings;
  logger: AiLogger;
  operation: AiOperation;
  /** Tokens kept for the reply (thinking included). */
  room: number;
}

/**
 * The first prompt, from the most detailed down, that fits the server's context with room for the
 * reply: `at(level)` builds the prompt at a level (0 the most detail) or null past the last. Throws
 * ContextOverflowError (logged once per operation) when none fits.
 */
export function fitToContext({ settings, logger, operation, room }: Budget, at: (level: number) => Message[] | null): Message[] {
  const holds = contextWindow(settings.model, settings.contextTokens).tokens;
  const counter = counterFor(settings.model);
  let needed = 0;
  for (let level = 0; ; level++) {
    const messages = at(level);
    if (!messages) break;
    needed = promptTokens(counter, messages) + room;
    if (needed <= holds) return messages;
  }
  const error = new ContextOverflowError(operation, needed, holds);
  if (!warned.has(operation)) {
    warned.add(operation);
    logger.warn({ operation, needed, holds }, `${error.message}: raise the server's context and AI_CONTEXT_TOKENS (README)`);
  }
  throw error;
}

import { pino } from 'pino';
import { loggerOptions } from '../../lib/logger-options';
import { DEFAULT_SAFETY_TIMEOUT_MS, guardedClassifier } from './classify-message';
import { createGuardedEngine } from './guarded-engine';
import { createOfflineBackend } from './offline/offline-engine';
import { createCircuitBreaker, type CircuitBreakerOptions } from './openai/circuit-breaker';
import { createOpenAiClient, DEFAULT_MODEL } from './openai/client';
import { contextWindow } from './openai/context-window';
import { checkModel } from './openai/model-check';
import { createOpenAiBackend } from './openai/openai-engine';
import { createAnswerCounter, type ModelStatus } from './model-status';
import type { AiEngine, AiLogger } from './types';
import { noUsageRecorder, type UsageRecorder } from './usage';

/** The slice of the app's config the engine reads (see src/server/config.ts). */
export interface AiEngineConfig {
  AI_BASE_URL?: string;
  AI_API_KEY?: string;
  AI_MODEL?: string;
  AI_TIMEOUT_MS: number;
  /** What the server holds, prompt and reply together (openai/context-window.ts when unset). */
  AI_CONTEXT_TOKENS?: number;
  /** How long the relay waits for the model's safety label (classify-message.ts; 2 s when unset). */
  AI_SAFETY_TIMEOUT_MS?: number;
}

export interface AiEngineDeps {
  logger?: AiLogger;
  usage?: UsageRecorder;
  /** Retries after the first attempt on 429/5xx/connection errors. */
  maxRetries?: number;
  /** The longest wait for a retry within one call, in ms; a longer Retry-After pauses the breaker. */
  maxRetryWaitMs?: number;
  /** Stops calling a failing model for a while (see openai/circuit-breaker.ts). */
  breaker?: CircuitBreakerOptions;
}

/** Without a logger given (scripts, benches, unit tests): pino with the app's options. The app hands in its own (app-services.ts). */
let fallbackLogger: AiLogger | undefined;
const warnLogger = () => (fallbackLogger ??= pino(loggerOptions({ level: 'warn' })));

/** Whether the config points at a model; without AI_BASE_URL or AI_API_KEY the offline engine is used. */
export const usesModel = (config: AiEngineConfig) => Boolean(config.AI_BASE_URL || config.AI_API_KEY);

/**
 * The engine the app uses. Offline by default; with AI_BASE_URL and/or AI_API_KEY, any
 * OpenAI-compatible API (OpenAI, Ollama, vLLM), falling back to the offline engine or the spec's
 * fallback replies when it fails.
 */
export function createAiEngine(config: AiEngineConfig, deps: AiEngineDeps = {}): AiEngine {
  const logger = deps.logger ?? warnLogger();
  const offline = createOfflineBackend();
  const answers = createAnswerCounter();
  if (!usesModel(config)) {
    const status = (): ModelStatus => ({ engine: 'offline', state: 'ok', answers: answers.snapshot() });
    return { ...createGuardedEngine(offline, logger, undefined, answers), modelStatus: status, checkModel: async () => status() };
  }
  const settings = {
    baseURL: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
    model: config.AI_MODEL ?? DEFAULT_MODEL,
    timeoutMs: config.AI_TIMEOUT_MS,
    contextTokens: config.AI_CONTEXT_TOKENS,
    maxRetries: deps.maxRetries ?? 2,
    maxRetryWaitMs: deps.maxRetryWaitMs ?? Math.min(5_000, config.AI_TIMEOUT_MS / 2),
  };
  const breaker = createCircuitBreaker(deps.breaker);
  const openAi = { client: createOpenAiClient(settings), settings, usage: deps.usage ?? noUsageRecorder, logger, breaker };
  const status = (): ModelStatus => ({ engine: 'openai', model: settings.model, ...breaker.state(), answers: answers.snapshot() });
  const backend = createOpenAiBackend(openAi);
  return {
    ...createGuardedEngine(backend, logger, offline, answers),
    classifyMessage: guardedClassifier(backend.classifyMessage, logger, answers, config.AI_SAFETY_TIMEOUT_MS ?? DEFAULT_SAFETY_TIMEOUT_MS),
    // NOTE: 'open' while misconfigured too: no call is made, so agent weeks wait (run-pair-week.ts).
    circuitState: () => (breaker.isOpen() ? 'open' : 'closed'),
    modelStatus: status,
    // Its answers are not the model's: counted apart, so /dashboard's share of fallbacks stays the model's.
    offline: createGuardedEngine(offline, logger),
    checkModel: async () => {
      const context = contextWindow(settings.model, settings.contextTokens);
      if (context.source === 'default')
        logger.warn(
          { model: settings.model, contextTokens: context.tokens },
          `AI_CONTEXT_TOKENS is not set: Maya fits every prompt and reply in ${context.tokens} tokens; set it to what the server holds (README)`,
        );
      await checkModel(openAi).catch((err: unknown) => logger.warn({ err: String(err) }, 'AI model check failed'));
      return status();
    },
  };
}

import OpenAI from 'openai';
import type { AiLogger } from '../types';
import type { UsageRecorder } from '../usage';
import type { CircuitBreaker } from './circuit-breaker';
import { errorShapedFetch } from './error-bodies';

export interface OpenAiSettings {
  baseURL?: string;
  apiKey?: string;
  model: string;
  timeoutMs: number;
  maxRetries: number;
  /** The longest wait for a retry within one call; a longer Retry-After pauses the breaker instead. */
  maxRetryWaitMs: number;
  /** What the server holds, prompt and reply together (AI_CONTEXT_TOKENS; context-window.ts when unset). */
  contextTokens?: number;
}

export interface OpenAiDeps {
  client: OpenAI;
  settings: OpenAiSettings;
  usage: UsageRecorder;
  logger: AiLogger;
  breaker: CircuitBreaker;
}

export const DEFAULT_MODEL = 'gpt-4o-mini';

/** The SDK's own retries are off (they sleep through Retry-After uncapped); retry.ts does it within the deadline. */
export function createOpenAiClient(settings: OpenAiSettings): OpenAI {
  return new OpenAI({
    baseURL: settings.baseURL,
    // Ollama and vLLM accept any key; the SDK insists on one.
    apiKey: settings.apiKey ?? 'not-needed',
    timeout: settings.timeoutMs,
    maxRetries: 0,
    fetch: errorShapedFetch(),
  });
}

export const OPENAI_BASE_URL = 'https://api.openai.com/v1';

/** The base URL in words for logs and the status page, without any credentials or query in it. */
export function serverName(baseURL: string | undefined): string {
  if (!baseURL) return `AI_BASE_URL (unset: ${OPENAI_BASE_URL})`;
  try {
    const url = new URL(baseURL);
    return `AI_BASE_URL (${url.origin}${url.pathname.replace(/\/$/, '')})`;
  } catch {
    return 'AI_BASE_URL';
  }
}

/** One deadline for a whole operation (every retry and the repair call), optionally tied to a caller's signal. */
export function deadline(timeoutMs: number, parent?: AbortSignal): { signal: AbortSignal; at: number; timedOut: () => boolean } {
  const timeout = AbortSignal.timeout(timeoutMs);
  return { signal: parent ? AbortSignal.any([timeout, parent]) : timeout, at: Date.now() + timeoutMs, timedOut: () => timeout.aborted };
}

export const errorMessage = (err: unknown) => (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).slice(0, 300);

import { APIConnectionError, APIError, APIUserAbortError } from 'openai';
import type { CircuitBreaker } from './circuit-breaker';
import { errorMessage } from './client';
import { scrubSecrets, serverWords } from './rejections';

export interface RetryPolicy {
  /** Retries after the first attempt (429, 408, 409, 5xx and dropped connections only). */
  maxRetries: number;
  /** NOTE: the longest wait within one call; a longer Retry-After pauses the breaker instead (the SDK would sleep up to 60 s). */
  maxWaitMs: number;
  /** Give up instead of sleeping past this moment (epoch ms). */
  deadlineAt: number;
  signal: AbortSignal;
  breaker?: CircuitBreaker;
  /** Whether the operation's own deadline (not the caller) aborted it: a hanging model is a failure. */
  timedOut?: () => boolean;
  /** A stream: its 200 says nothing yet; the caller tells the breaker how it ended. */
  deferSuccess?: boolean;
}

const RETRYABLE = (status: number) => status === 408 || status === 409 || status === 429 || status >= 500;

export function isRetryable(err: unknown): boolean {
  if (err instanceof APIUserAbortError) return false;
  if (err instanceof APIError && typeof err.status === 'number') return RETRYABLE(err.status);
  return err instanceof APIConnectionError;
}

/** Server-requested delay (retry-after-ms, retry-after seconds or date), or null. */
export function serverRetryAfterMs(err: unknown, now = Date.now()): number | null {
  const headers = err instanceof APIError ? err.headers : undefined;
  const ms = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return ms;
  const after = headers?.get('retry-after');
  if (after) {
    const seconds = Number.parseFloat(after);
    if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
    const date = Date.parse(after);
    if (Number.isFinite(date)) return Math.max(0, date - now);
  }
  return null;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });

/** The innermost cause's code (ECONNREFUSED, ENOTFOUND…) or message of a dropped connection. */
function connectionCause(err: Error): string {
  let cause: unknown = err;
  for (let depth = 0; depth < 4 && cause instanceof Error && cause.cause; depth++) cause = cause.cause;
  const code = (cause as { code?: unknown }).code;
  return typeof code === 'string' ? code : scrubSecrets(errorMessage(cause));
}

/** Why a transient failure happened, in words for the status page (never a key). */
export const failureWords = (err: unknown): string =>
  err instanceof APIConnectionError
    ? `could not reach the server (${connectionCause(err)})`
    : err instanceof APIError && typeof err.status === 'number'
      ? `the server answered ${err.status} (${serverWords(err)})`
      : err instanceof APIError
        ? `the server failed inside its answer (${serverWords(err)})`
        : scrubSecrets(err instanceof Error ? err.message : String(err));

/** Tells the breaker what an attempt's failure says about the model. */
function reportFailure(err: unknown, policy: RetryPolicy) {
  const { breaker } = policy;
  if (!breaker) return;
  if (isRetryable(err)) breaker.failed(failureWords(err));
  else if (err instanceof APIUserAbortError && policy.timedOut?.()) breaker.failed('no answer within AI_TIMEOUT_MS');
  // NOTE: a 4xx says nothing about the model being up: the caller reads it (request.ts) and works
  // around it, or tells the breaker the model is misconfigured. It never counts as a success.
  else breaker.abandoned();
  const asked = serverRetryAfterMs(err);
  // Respect the server: rather than retry early, stop calling until it said (the fallbacks answer meanwhile).
  if (asked !== null && asked > policy.maxWaitMs) breaker.pauseFor(asked);
}

/**
 * Runs `attempt`, retrying transient failures with a capped wait, never past the deadline, and
 * never while the breaker is open (then it throws CircuitOpenError without calling).
 */
export async function withRetries<T>(attempt: () => Promise<T>, policy: RetryPolicy): Promise<T> {
  for (let retry = 0; ; retry++) {
    policy.breaker?.admit();
    try {
      const result = await attempt();
      if (!policy.deferSuccess) policy.breaker?.succeeded();
      return result;
    } catch (err) {
      reportFailure(err, policy);
      if (retry >= policy.maxRetries || !isRetryable(err) || policy.signal.aborted || policy.breaker?.isOpen()) throw err;
      const wait = serverRetryAfterMs(err) ?? Math.min(250 * 2 ** retry, policy.maxWaitMs);
      if (wait > policy.maxWaitMs || Date.now() + wait >= policy.deadlineAt) throw err;
      await sleep(wait, policy.signal);
    }
  }
}

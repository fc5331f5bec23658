import { APIConnectionError, APIError, APIUserAbortError } from 'openai';

export interface RetryPolicy {
  /** Retries after the first attempt (429, 408, 409, 5xx and dropped connections only). */
  maxRetries: number;
  /** NOTE: a server's Retry-After is honoured only up to this; the SDK's own retry would wait up to 60 s. */
  maxWaitMs: number;
  /** Give up instead of sleeping past this moment (epoch ms). */
  deadlineAt: number;
  signal: AbortSignal;
}

const RETRYABLE = (status: number) => status === 408 || status === 409 || status === 429 || status >= 500;

export function isRetryable(err: unknown): boolean {
  if (err instanceof APIUserAbortError) return false;
  if (err instanceof APIError && typeof err.status === 'number') return RETRYABLE(err.status);
  return err instanceof APIConnectionError;
}

/** Server-requested delay (retry-after-ms, retry-after seconds or date), else exponential from 250 ms. */
export function retryDelayMs(err: unknown, retryIndex: number, now = Date.now()): number {
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
  return 250 * 2 ** retryIndex;
}

const sleep = (ms: number, signal: AbortSignal) => new Promise<void>((resolve, reject) => {
  if (signal.aborted) { reject(signal.reason); return; }
  const timer = setTimeout(() => { signal.removeEventListener('abort', onAbort); resolve(); }, ms);
  const onAbort = () => { clearTimeout(timer); reject(signal.reason); };
  signal.addEventListener('abort', onAbort, { once: true });
});

/** Runs `attempt`, retrying transient failures with a capped wait, never past the deadline. */
export async function withRetries<T>(attempt: () => Promise<T>, policy: RetryPolicy): Promise<T> {
  for (let retry = 0; ; retry++) {
    try {
      return await attempt();
    } catch (err) {
      if (retry >= policy.maxRetries || !isRetryable(err) || policy.signal.aborted) throw err;
      const wait = Math.min(retryDelayMs(err, retry), policy.maxWaitMs);
      if (Date.now() + wait >= policy.deadlineAt) throw err;
      await sleep(wait, policy.signal);
    }
  }
}

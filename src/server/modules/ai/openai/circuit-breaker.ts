import { clamp } from '@shared/lib/math';

/** The breaker is open: no call was made, the caller's fallback answers. */
export class CircuitOpenError extends Error {
  constructor(
    readonly retryInMs: number,
    /** Set while the model is misconfigured: what is wrong, in words. */
    readonly misconfiguration?: string,
  ) {
    super(
      misconfiguration
        ? `the model is misconfigured (${misconfiguration}); not calling it for ${Math.ceil(retryInMs / 1000)} s`
        : `the model failed repeatedly; not calling it for ${Math.ceil(retryInMs / 1000)} s`,
    );
    this.name = 'CircuitOpenError';
  }
}

export interface CircuitBreakerOptions {
  /** Consecutive failures (429, 5xx, timeouts, dropped connections) that open the breaker. */
  threshold?: number;
  /** How long it stays open before one trial call. */
  coolDownMs?: number;
  /** How long a misconfiguration (401, 403, 404, a refused parameter) stops calls before one trial call. */
  misconfiguredCoolDownMs?: number;
  /** NOTE: the longest pause a server's Retry-After can impose, so a bad header cannot stop calls for a day. */
  maxPauseMs?: number;
  now?: () => number;
}

/** What the model looks like from here: answering, wrongly configured, or failing. */
export type ModelState = { state: 'ok' } | { state: 'misconfigured'; message: string } | { state: 'down'; message: string };

export interface CircuitBreaker {
  /** Throws CircuitOpenError while open; once the cool-down is over, lets exactly one trial through. */
  admit(): void;
  /** The model answered. */
  succeeded(): void;
  /** The model failed in a way that says it is overloaded or down; `message` says how. */
  failed(message?: string): void;
  /** No call can succeed as configured (wrong key, unknown model…): open for the long cool-down. Returns whether the message is new. */
  misconfigured(message: string): boolean;
  /** The attempt ended without telling anything about the model (the caller gave up, or a 400 the caller works around). */
  abandoned(): void;
  /** The server asked for no calls for `ms` (Retry-After): open for that long. */
  pauseFor(ms: number): void;
  isOpen(): boolean;
  state(): ModelState;
}

/**
 * One per engine, shared by every request: after `threshold` consecutive failures it opens for
 * `coolDownMs`, during which calls fail at once and the engine's fallbacks answer; then one trial
 * call (half-open) closes it again or reopens it. A misconfiguration opens it at once, for the
 * longer `misconfiguredCoolDownMs`, and keeps its words until a call succeeds.
 */
export function createCircuitBreaker(options: CircuitBreakerOptions = {}): CircuitBreaker {
  const threshold = options.threshold ?? 5;
  const coolDownMs = options.coolDownMs ?? 30_000;
  const misconfiguredCoolDownMs = options.misconfiguredCoolDownMs ?? 60_000;
  const maxPauseMs = options.maxPauseMs ?? 5 * 60_000;
  const now = options.now ?? Date.now;
  let failures = 0;
  let openUntil = 0;
  let trialInFlight = false;
  let misconfiguration: string | null = null;
  /** Why the last call failed, until one succeeds. */
  let lastFailure: string | null = null;

  const open = (ms: number) => {
    openUntil = Math.max(openUntil, now() + ms);
    failures = 0;
    trialInFlight = false;
  };
  const isOpen = () => now() < openUntil;

  return {
    admit() {
      if (isOpen()) throw new CircuitOpenError(openUntil - now(), misconfiguration ?? undefined);
      if (openUntil === 0) return;
      // Half-open: the cool-down is over; one trial call decides.
      if (trialInFlight) throw new CircuitOpenError(0, misconfiguration ?? undefined);
      trialInFlight = true;
    },
    succeeded() {
      failures = 0;
      openUntil = 0;
      trialInFlight = false;
      misconfiguration = null;
      lastFailure = null;
    },
    failed(message) {
      lastFailure = message ?? 'the model failed';
      if (trialInFlight || ++failures >= threshold) open(coolDownMs);
    },
    misconfigured(message) {
      const isNew = misconfiguration !== message;
      misconfiguration = message;
      open(misconfiguredCoolDownMs);
      return isNew;
    },
    abandoned() {
      trialInFlight = false;
    },
    pauseFor(ms) {
      lastFailure = `the server asked for no calls for ${Math.ceil(ms / 1000)} s (Retry-After)`;
      open(clamp(ms, 0, maxPauseMs));
    },
    isOpen,
    state() {
      if (misconfiguration) return { state: 'misconfigured', message: misconfiguration };
      if (isOpen()) return { state: 'down', message: `${lastFailure ?? 'the model failed repeatedly'}; not calling it for now` };
      if (lastFailure) return { state: 'down', message: lastFailure };
      return { state: 'ok' };
    },
  };
}

import { clamp } from '@shared/lib/math';

/** The breaker is open: no call was made, the caller's fallback answers. */
export class CircuitOpenError extends Error {
  constructor(readonly retryInMs: number) {
    super(`the model failed repeatedly; not calling it for ${Math.ceil(retryInMs / 1000)} s`);
    this.name = 'CircuitOpenError';
  }
}

export interface CircuitBreakerOptions {
  /** Consecutive failures (429, 5xx, timeouts, dropped connections) that open the breaker. */
  threshold?: number;
  /** How long it stays open before one trial call. */
  coolDownMs?: number;
  /** NOTE: the longest pause a server's Retry-After can impose, so a bad header cannot stop calls for a day. */
  maxPauseMs?: number;
  now?: () => number;
}

export interface CircuitBreaker {
  /** Throws CircuitOpenError while open; once the cool-down is over, lets exactly one trial through. */
  admit(): void;
  /** The model answered. */
  succeeded(): void;
  /** The model failed in a way that says it is overloaded or down. */
  failed(): void;
  /** The attempt ended without telling anything about the model (the caller gave up). */
  abandoned(): void;
  /** The server asked for no calls for `ms` (Retry-After): open for that long. */
  pauseFor(ms: number): void;
  isOpen(): boolean;
}

/**
 * One per engine, shared by every request: after `threshold` consecutive failures it opens for
 * `coolDownMs`, during which calls fail at once and the engine's fallbacks answer; then one trial
 * call (half-open) closes it again or reopens it.
 */
export function createCircuitBreaker(options: CircuitBreakerOptions = {}): CircuitBreaker {
  const threshold = options.threshold ?? 5;
  const coolDownMs = options.coolDownMs ?? 30_000;
  const maxPauseMs = options.maxPauseMs ?? 5 * 60_000;
  const now = options.now ?? Date.now;
  let failures = 0;
  let openUntil = 0;
  let trialInFlight = false;

  const open = (ms: number) => {
    openUntil = Math.max(openUntil, now() + ms);
    failures = 0;
    trialInFlight = false;
  };
  const isOpen = () => now() < openUntil;

  return {
    admit() {
      if (isOpen()) throw new CircuitOpenError(openUntil - now());
      if (openUntil === 0) return;
      // Half-open: the cool-down is over; one trial call decides.
      if (trialInFlight) throw new CircuitOpenError(0);
      trialInFlight = true;
    },
    succeeded() {
      failures = 0;
      openUntil = 0;
      trialInFlight = false;
    },
    failed() {
      if (trialInFlight || ++failures >= threshold) open(coolDownMs);
    },
    abandoned() {
      trialInFlight = false;
    },
    pauseFor(ms) {
      open(clamp(ms, 0, maxPauseMs));
    },
    isOpen,
  };
}

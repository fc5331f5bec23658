/**
 * What the agent's jobs call (issue 31 item 6): the engine implements it (create-agent-work.ts),
 * the job code only schedules it. Every method must be safe to run twice: a retried job runs again.
 */
export interface AgentWork {
  /** One member's pass: finds candidates, creates pairs; returns the new pair ids (a week job each). */
  pass(userId: string, now: Date): Promise<{ newPairIds: string[] } | { skipped: string }>;
  /** One pair's week; 'deferred' = over the daily model budget (run again tomorrow). */
  pairWeek(pairId: string, now: Date): Promise<'proposed' | 'declined' | 'skipped' | 'deferred'>;
  expire(now: Date): Promise<number>;
  /** Active pool members after `afterUserId` (keyset), for the daily fan-out. */
  activeMembers(afterUserId: string | null, limit: number): Promise<string[]>;
}

/** The engine's RetryableAgentError (model 429 or outage) says so with `retryable: true`: the queue backs off. */
/** PostgreSQL's deadlock_detected and serialization_failure: the transaction was rolled back whole, so running it again is safe. */
const TRANSIENT_SQLSTATES = new Set(['40P01', '40001']);

const sqlState = (error: object): unknown => (error as { code?: unknown }).code ?? (error as { cause?: { code?: unknown } }).cause?.code;

/** The model rate-limited or down (the engine's RetryableAgentError), or a transaction PostgreSQL rolled back to break a deadlock. */
export const isRetryable = (error: unknown): boolean =>
  typeof error === 'object' &&
  error !== null &&
  ((error as { retryable?: unknown }).retryable === true || TRANSIENT_SQLSTATES.has(sqlState(error) as string));

import { retryDelayMs } from '@shared/domain/messenger/outbox-pacing';
import type { Database } from '../../../db/client';
import type { Channel, InboundHandler, InboundResult, Transport } from '../transport';
import { answerColumns, sendTapAnswer, tapToAnswer } from './answer-tap';
import { LEASE_RENEW_MS, renewLease, type ClaimedUpdate } from './claim-updates';
import { markDone, markFailed, markRetry } from './finish-update';

/**
 * Attempts an update gets. A failing update holds its chat's later ones back while it is retried
 * (2 s, 4 s, 8 s, 16 s with jitter: under half a minute), then is given up so the chat goes on.
 */
export const INBOX_MAX_ATTEMPTS = 5;

export type WorkDeps = {
  db: Database;
  /** The conversation (receive.ts). */
  handle: InboundHandler;
  transports: Partial<Record<Channel, Transport>>;
  log: { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void };
  now: () => Date;
  /** [0, 1): the backoff's jitter (tests fix it). */
  random?: () => number;
};

export type WorkOutcome = 'done' | 'retried' | 'failed' | 'taken_over';

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 500);

/**
 * How often a turn's lease is renewed at most (ten minutes): a turn that hangs longer (no model call does: each times out)
 * loses its update to another worker rather than holding its chat forever.
 */
const RENEWALS_AT_MOST = 20;

/** Renews the claim's lease while the turn runs (a model's reply may take a while); a renewal that fails is logged, not fatal. */
function keepLease(deps: WorkDeps, row: ClaimedUpdate) {
  let renewals = 0;
  const timer = setInterval(() => {
    if (++renewals > RENEWALS_AT_MOST) return clearInterval(timer);
    void renewLease(deps.db, row, deps.now()).catch((error: unknown) =>
      deps.log.warn({ inboxId: row.id, err: error }, 'renewing an inbox lease failed'),
    );
  }, LEASE_RENEW_MS);
  timer.unref();
  return timer;
}

/**
 * Works one claimed update: the conversation handles it (idempotent per update: what it queues is
 * keyed by the update id, so a retry or a takeover queues nothing twice), then the outcome is
 * recorded and a tapped button answered. NOTE: the log names the row and channel, never the address or text; it gets the
 * error itself, whose serializer leaves a failed query's parameters out (lib/log-serializers.ts).
 */
export async function workUpdate(deps: WorkDeps, row: ClaimedUpdate): Promise<WorkOutcome> {
  let result: InboundResult | null = null;
  let failure: unknown = null;
  const renewing = keepLease(deps, row);
  try {
    // A pending row always holds its event (only a worked one is erased).
    result = await deps.handle(row.event!);
  } catch (error) {
    failure = error;
  } finally {
    clearInterval(renewing);
  }
  const now = deps.now();
  const tap = tapToAnswer(row, result?.callbackText);
  const answered = answerColumns(tap, now);
  const channel = row.channel as Channel;
  const where = { inboxId: row.id, channel, attempts: row.attempts };
  let outcome: WorkOutcome;
  if (result) {
    outcome = (await markDone(deps.db, row, now, answered)) ? 'done' : 'taken_over';
  } else if (row.attempts >= INBOX_MAX_ATTEMPTS) {
    outcome = (await markFailed(deps.db, row, errorText(failure), answered)) ? 'failed' : 'taken_over';
    if (outcome === 'failed') deps.log.error({ ...where, err: failure }, 'messenger update failed; given up');
  } else {
    const retryAt = new Date(now.getTime() + retryDelayMs(row.attempts, (deps.random ?? Math.random)()));
    outcome = (await markRetry(deps.db, row, retryAt, errorText(failure), answered)) ? 'retried' : 'taken_over';
    if (outcome === 'retried') deps.log.warn({ ...where, err: failure }, 'messenger update failed; retried later');
  }
  // Only the worker whose outcome counted answers the tap: a taken-over one leaves it to the other.
  if (outcome !== 'taken_over') await sendTapAnswer(deps.transports, deps.log, channel, tap);
  return outcome;
}

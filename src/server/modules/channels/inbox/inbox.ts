import type { InboundEvent } from '../transport';
import { claimUpdates } from './claim-updates';
import { startInboxLoop, type InboxLoop } from './inbox-loop';
import { storeUpdate } from './store-update';
import { workUpdate, type WorkDeps } from './work-update';

/**
 * Updates worked at once in this process; the rest wait in the table.
 * NOTE: without a bound, a burst of 1,000 updates queued 1,000 turns' queries on the database pool
 * and everything else (a health check, a page) waited behind them for seconds (bench/messaging).
 */
const UPDATES_AT_ONCE = 4;
/** One `workDue` pass claims at most this many (tests drain the inbox with it). */
const PASS_LIMIT = 50;

export type Inbox = {
  /** Stores an update (a webhook's whole work): false when it was stored before (a retry or a duplicate). */
  accept: (event: InboundEvent) => Promise<boolean>;
  /** One pass: claims what is due at `now` (each chat's next update) and works it; returns how many. */
  workDue: (now: Date) => Promise<number>;
  start: (opts: { intervalMs?: number; onError: (err: unknown) => void }) => void;
  stop: () => Promise<void>;
};

/** The stored inbox (docs/decisions/042-stored-inbox.md): the webhooks store, a worker works each chat's updates in order. */
export function createInbox(deps: WorkDeps): Inbox {
  let loop: InboxLoop | null = null;
  return {
    async accept(event) {
      const stored = await storeUpdate(deps.db, event, deps.now());
      if (stored) loop?.kick();
      return stored;
    },
    async workDue(now) {
      const claimed = await claimUpdates(deps.db, now, PASS_LIMIT);
      await Promise.all(claimed.map((row) => workUpdate(deps, row)));
      return claimed.length;
    },
    start({ intervalMs, onError }) {
      loop ??= startInboxLoop({
        claim: (limit) => claimUpdates(deps.db, deps.now(), limit),
        work: (row) => workUpdate(deps, row),
        slots: UPDATES_AT_ONCE,
        intervalMs,
        onError,
      });
    },
    async stop() {
      await loop?.stop();
      loop = null;
    },
  };
}

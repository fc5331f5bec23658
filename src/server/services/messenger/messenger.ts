import { concurrencyGate } from '../../lib/concurrency-gate';
import { ButtonHandlers } from './button-handlers';
import { deliverDue, type DeliverCount, type DeliveryCheck } from './deliver-due';
import { TextHandlers } from './text-handlers';
import { startDispatcherLoop, type DispatcherLoop } from './dispatcher-loop';
import { queueNotice, type Notice } from './notice';
import { pruneOutbox } from './outbox-retention';
import { receive } from './receive';
import { resumeEndedPauses } from './timed-pauses';
import type { InboundHandler } from './transport';
import type { MessengerDeps } from './turn';
import { pruneUpdates } from './updates';

export type { Notice } from './notice';

export type Messenger = {
  receive: InboundHandler;
  /** Queues a message for the person's preferred connected chat; false when they have none. */
  notify: (userId: string, notice: Notice) => Promise<boolean>;
  /** One dispatcher pass (the loop calls it; tests call it with a fake clock). */
  deliverDue: (now: Date) => Promise<DeliverCount>;
  /** Timed pauses that are over turn back on; returns whose. */
  resumeEndedPauses: (now: Date) => Promise<string[]>;
  buttonHandlers: ButtonHandlers;
  /** Adds a task to the housekeeping the loop runs once a minute (date reminders, expired proposals). */
  onHousekeeping: (task: (now: Date) => Promise<unknown>) => void;
  /** One housekeeping pass (the loop calls it once a minute; tests call it with a fake clock). */
  housekeeping: (now: Date) => Promise<void>;
  /** Free text claimed before the companion (scheduling, relay). */
  textHandlers: TextHandlers;
  /** Checked just before a message goes out: a reason drops it (a relayed message after a block). */
  deliveryChecks: DeliveryCheck[];
  /** Starts the dispatcher loop in this process (the app does it when it is ready; not in API tests). */
  start: (opts?: { intervalMs?: number; onError?: (err: unknown) => void }) => void;
  stop: () => Promise<void>;
  readonly deps: MessengerDeps;
};

const HOUSEKEEPING_MS = 60_000;
/**
 * Updates worked at once in this process; the rest wait their turn (their webhook answers later).
 * NOTE: without a bound, a burst of 1,000 updates queued 1,000 turns' queries on the database pool
 * and everything else (a health check, a page) waited behind them for seconds (bench/messaging).
 */
const TURNS_AT_ONCE = 4;

/** Maya in the messaging app: the conversation, the outbox and its dispatcher (docs/messenger.md). */
export function createMessenger(base: Omit<MessengerDeps, 'kick'>, random?: () => number): Messenger {
  let loop: DispatcherLoop | null = null;
  let lastHousekeeping = 0;
  const deps: MessengerDeps = { ...base, kick: () => loop?.kick() };
  const buttonHandlers = new ButtonHandlers();
  const turns = concurrencyGate(TURNS_AT_ONCE);
  const textHandlers = new TextHandlers();
  const deliveryChecks: DeliveryCheck[] = [];
  const deliver = (now: Date) =>
    deliverDue({ db: deps.db, transports: deps.transports, random, log: deps.log, checks: deliveryChecks }, now);
  const resume = async (now: Date) => {
    const resumed = await resumeEndedPauses(deps.db, now);
    for (const userId of resumed) await deps.passSoon(userId);
    return resumed;
  };
  const tasks: ((now: Date) => Promise<unknown>)[] = [];
  const housekeeping = async (now: Date) => {
    await resume(now);
    await pruneUpdates(deps.db, now);
    await pruneOutbox(deps.db, now);
    for (const task of tasks) await task(now);
  };
  const tick = async () => {
    const now = deps.now();
    if (now.getTime() - lastHousekeeping >= HOUSEKEEPING_MS) {
      lastHousekeeping = now.getTime();
      await housekeeping(now);
    }
    return deliver(now);
  };
  return {
    deps,
    buttonHandlers,
    textHandlers,
    onHousekeeping: (task) => tasks.push(task),
    housekeeping,
    deliveryChecks,
    receive: (event) => turns(() => receive(deps, { buttons: buttonHandlers, texts: textHandlers }, event)),
    async notify(userId, notice) {
      const queued = await queueNotice(deps.db, userId, notice, deps.now());
      if (queued) deps.kick();
      return queued;
    },
    deliverDue: deliver,
    resumeEndedPauses: resume,
    start(opts = {}) {
      loop ??= startDispatcherLoop(tick, {
        intervalMs: opts.intervalMs,
        onError: opts.onError ?? ((err) => deps.log.warn({ err: String(err) }, 'messenger dispatcher tick failed')),
      });
    },
    async stop() {
      await loop?.stop();
      loop = null;
    },
  };
}

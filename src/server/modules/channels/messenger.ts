import { ButtonHandlers } from './button-handlers';
import { deliverDue, type DeliverCount, type DeliveryCheck } from './deliver-due';
import { TextHandlers } from './text-handlers';
import { startDispatcherLoop, type DispatcherLoop } from './dispatcher-loop';
import { queueNotice, type Notice } from './notice';
import { createInbox } from './inbox/inbox';
import { pruneInbox } from './inbox/store-update';
import { pruneOutbox } from './outbox-retention';
import { receive } from './receive';
import { resumeEndedPauses } from './timed-pauses';
import type { InboundEvent, InboundHandler } from './transport';
import type { MessengerDeps } from './turn';

export type { Notice } from './notice';

export type Messenger = {
  /** A webhook's whole work: stores the update for the inbox (false: stored before, a retry or a duplicate). */
  accept: (event: InboundEvent) => Promise<boolean>;
  /** One inbox pass: works what is due at `now`, each chat's next update (the loop does it; tests drain with it). */
  workInbox: (now: Date) => Promise<number>;
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
  /** Starts the inbox's and the dispatcher's loops in this process (the app does it when it is ready; not in API tests). */
  start: (opts?: { intervalMs?: number; onError?: (err: unknown) => void }) => void;
  stop: () => Promise<void>;
  readonly deps: MessengerDeps;
};

const HOUSEKEEPING_MS = 60_000;

type ConversationOptions = {
  /** The backoff's jitter source (tests fix it). */
  random?: () => number;
  /** The conversation the inbox runs (receive.ts by default; the Telegram webhook's own tests replace it). */
  handle?: InboundHandler;
};

/** Maya in the messaging app: the inbox and the conversation, the outbox and its dispatcher (docs/messenger.md). */
export function createMessenger(base: Omit<MessengerDeps, 'kick'>, { random, handle }: ConversationOptions = {}): Messenger {
  let loop: DispatcherLoop | null = null;
  let lastHousekeeping = 0;
  const deps: MessengerDeps = { ...base, kick: () => loop?.kick() };
  const buttonHandlers = new ButtonHandlers();
  const textHandlers = new TextHandlers();
  const deliveryChecks: DeliveryCheck[] = [];
  const deliver = (now: Date) =>
    deliverDue({ db: deps.db, transports: deps.transports, random, log: deps.log, checks: deliveryChecks }, now);
  const resume = async (now: Date) => {
    const resumed = await resumeEndedPauses(deps.db, now);
    for (const userId of resumed) await deps.passSoon(userId);
    return resumed;
  };
  const inbox = createInbox({
    ...deps,
    random,
    handle: handle ?? ((event) => receive(deps, { buttons: buttonHandlers, texts: textHandlers }, event)),
  });
  const tasks: ((now: Date) => Promise<unknown>)[] = [];
  const housekeeping = async (now: Date) => {
    await resume(now);
    await pruneInbox(deps.db, now);
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
    accept: inbox.accept,
    workInbox: inbox.workDue,
    async notify(userId, notice) {
      const queued = await queueNotice(deps.db, userId, notice, deps.now());
      if (queued) deps.kick();
      return queued;
    },
    deliverDue: deliver,
    resumeEndedPauses: resume,
    start(opts = {}) {
      // The error itself, not its text: the log's serializer keeps a failed query's parameters out (lib/log-serializers.ts).
      const onError = opts.onError ?? ((err: unknown) => deps.log.warn({ err }, 'messenger loop failed'));
      inbox.start({ intervalMs: opts.intervalMs, onError });
      loop ??= startDispatcherLoop(tick, { intervalMs: opts.intervalMs, onError });
    },
    async stop() {
      // The inbox first: what it works may still queue messages.
      await inbox.stop();
      await loop?.stop();
      loop = null;
    },
  };
}

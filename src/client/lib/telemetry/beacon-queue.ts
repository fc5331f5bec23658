import { connectionStatus } from '../connection-status';

export type BeaconQueueOptions<T> = {
  url: string;
  /** The request body for a batch (the server's schema decides its shape). */
  body: (items: T[]) => unknown;
  /** The server's batch limit. */
  maxBatch: number;
  /** How long an item may wait for company before the batch is sent. */
  flushAfterMs: number;
};

/**
 * Batches telemetry and sends it: when a batch is full, `flushAfterMs` after its first item, and on
 * page hide with navigator.sendBeacon (a fetch may be cancelled while the page goes away). Sends
 * are syncs of the connection status (§4.6); a batch that fails is dropped, never retried in a
 * loop (telemetry must not pile up on a phone that is offline).
 */
export function createBeaconQueue<T>(opts: BeaconQueueOptions<T>) {
  let items: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const take = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = items.slice(0, opts.maxBatch);
    items = items.slice(opts.maxBatch);
    return batch;
  };

  const send = async (batch: T[]) => {
    const response = await fetch(opts.url, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(opts.body(batch)),
    });
    // A refusal (4xx/5xx) is the server's answer, not a lost connection.
    return response.status;
  };

  const flush = async () => {
    while (items.length > 0) {
      const batch = take();
      try {
        await connectionStatus.sync(() => send(batch));
      } catch {
        items = [];
        return;
      }
    }
  };

  /** On page hide: everything goes out in beacons, which outlive the page. */
  const flushOnHide = () => {
    while (items.length > 0) {
      const batch = take();
      const blob = new Blob([JSON.stringify(opts.body(batch))], { type: 'application/json' });
      if (!navigator.sendBeacon?.(opts.url, blob)) void send(batch).catch(() => undefined);
    }
  };

  const onHide = () => {
    if (document.visibilityState === 'hidden') flushOnHide();
  };
  // Listening starts with the first item: importing the queue does nothing.
  let listening = false;
  const listen = () => {
    if (listening) return;
    listening = true;
    document.addEventListener('visibilitychange', onHide);
    window.addEventListener('pagehide', flushOnHide);
  };

  return {
    add(item: T) {
      listen();
      items.push(item);
      if (items.length >= opts.maxBatch) void flush();
      else timer ??= setTimeout(() => void flush(), opts.flushAfterMs);
    },
    flush,
  };
}

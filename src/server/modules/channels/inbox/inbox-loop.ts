/**
 * Works the stored inbox in this process: up to `slots` updates at once; a free slot claims more at
 * once (a stored update kicks the loop, a finished one frees a slot), and every `intervalMs` it looks
 * for what became due (a retry's backoff ended, another process's lease ran out). Several processes
 * share the work through the claim (claim-updates.ts).
 */
export type InboxLoop = { kick: () => void; stop: () => Promise<void> };

export function startInboxLoop<T>(opts: {
  claim: (limit: number) => Promise<T[]>;
  work: (item: T) => Promise<unknown>;
  slots: number;
  intervalMs?: number;
  onError: (err: unknown) => void;
}): InboxLoop {
  const working = new Set<Promise<unknown>>();
  let claiming: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const start = (item: T) => {
    const run: Promise<unknown> = opts
      .work(item)
      .catch(opts.onError)
      .finally(() => {
        working.delete(run);
        fill();
      });
    working.add(run);
  };
  const fill = () => {
    if (stopped) return;
    if (claiming) {
      again = true;
      return;
    }
    const free = opts.slots - working.size;
    if (free <= 0) return;
    claiming = opts
      .claim(free)
      .then((items) => {
        items.forEach(start);
        // Every free slot found work: more may be waiting.
        if (items.length === free) again = true;
      })
      .catch(opts.onError)
      .finally(() => {
        claiming = null;
        if (again) {
          again = false;
          fill();
        }
      });
  };
  const timer = setInterval(fill, opts.intervalMs ?? 500);
  timer.unref();
  fill();
  return {
    kick: fill,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await claiming;
      await Promise.all([...working]);
    },
  };
}

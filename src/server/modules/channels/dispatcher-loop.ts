/**
 * Runs the outbox's delivery in the web process: a tick every `intervalMs`, and at once when a
 * message is queued (`kick`), so a reply goes out without waiting for the next tick. One tick at a
 * time per process; several processes share the work through the claim (claim-due.ts).
 */
export type DispatcherLoop = { kick: () => void; stop: () => Promise<void> };

export function startDispatcherLoop(
  tick: () => Promise<{ sent: number; retried: number; failed: number }>,
  opts: { intervalMs?: number; onError: (err: unknown) => void },
): DispatcherLoop {
  const intervalMs = opts.intervalMs ?? 500;
  let stopped = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | null = null;

  const schedule = (ms: number) => {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  };
  const run = () => {
    timer = null;
    if (running) {
      again = true;
      return;
    }
    running = tick()
      .then((n) => {
        // Sent something: the chats' next messages may be due in a second, or others right away.
        if (n.sent + n.failed > 0) again = true;
      })
      .catch(opts.onError)
      .finally(() => {
        running = null;
        const soon = again;
        again = false;
        schedule(soon ? 50 : intervalMs);
      });
  };
  schedule(0);
  return {
    kick: () => (running ? (again = true) : schedule(0)),
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

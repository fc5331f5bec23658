/**
 * How a process stops on SIGTERM or SIGINT (issue 40 item 3, ADR 059): its own steps in order (close the HTTP
 * server, drain the queue, close the database), then exit 0; a stop still under way after SHUTDOWN_TIMEOUT_MS
 * exits 1, so an orchestrator's 10 s grace never has to SIGKILL it. Each step's own bound leaves room for the next.
 */
export const SHUTDOWN_TIMEOUT_MS = 9_500;

type StopLog = {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
  flush?: () => void;
};

export function stopOnSignal(log: StopLog, stop: () => Promise<void>, timeoutMs = SHUTDOWN_TIMEOUT_MS): void {
  let stopping = false;
  const exit = (code: number) => {
    log.flush?.();
    process.exit(code);
  };
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping');
    // NOTE: not unref'd: it is what ends a stop that hangs (a step whose promise never settles).
    setTimeout(() => {
      log.error({ signal, timeoutMs }, 'the stop took too long: exiting with work left');
      exit(1);
    }, timeoutMs);
    stop().then(
      () => exit(0),
      (err: unknown) => {
        log.error({ err }, 'the stop failed');
        exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}

/** Closes a Fastify app: new requests are refused at once; open ones (a stream, a slow reply) get `graceMs`, then are cut. */
export async function closeHttp(app: { close: () => Promise<unknown>; server: { closeAllConnections: () => void } }, graceMs: number) {
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cut);
  }
}

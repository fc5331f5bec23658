import type { RunEventRecord } from '../../db/schema';

/**
 * The events of one simulation run, numbered 1, 2, 3… (the SSE `id:`). Written once by the
 * instance running the week; read by any request from any event id (ADR 016).
 */
export type RunEvent = RunEventRecord;
export type RunEventName = RunEvent['event'];

export const isTerminal = (event: RunEvent) => event.event === 'final' || event.event === 'error';

export interface ReadOptions {
  signal: AbortSignal;
  /**
   * Called when no event came for a while; false stops the read (the run is over elsewhere, e.g.
   * its instance died and the run was marked failed).
   */
  stillRunning?: () => Promise<boolean>;
}

export interface RunEventLog {
  /** Makes the run known before its id is handed out, so an early reader waits instead of missing it. */
  open(runId: string): Promise<void>;
  append(runId: string, event: RunEvent): Promise<void>;
  /** Events with id > `after`, as they are written, until a terminal event (or abort / stillRunning false). */
  read(runId: string, after: number, options: ReadOptions): AsyncIterable<RunEvent>;
  /** Whether this log can see the run (a process log cannot see another instance's runs). */
  knows(runId: string): Promise<boolean>;
  /** The run ended and PostgreSQL holds its events: the log may forget them after a while. */
  finish(runId: string): Promise<void>;
  /** Forgets the run's events now (its person deleted their account, issue 16). */
  forget(runId: string): Promise<void>;
}

/** How long a finished run's events stay in the stream (readers that looked just before it ended). */
export const FINISHED_RETENTION_MS = 10 * 60_000;
/** How long a reader waits for a new event before asking whether the run is still alive. */
export const IDLE_CHECK_MS = 5_000;

interface Entry {
  events: RunEvent[];
  wake: Set<() => void>;
}

/** The run's stream in this process: for one instance without Redis. */
export function createMemoryRunEventLog(options: { idleCheckMs?: number; retentionMs?: number } = {}): RunEventLog {
  const runs = new Map<string, Entry>();
  const entry = (runId: string) => {
    let e = runs.get(runId);
    if (!e) runs.set(runId, (e = { events: [], wake: new Set() }));
    return e;
  };
  return {
    open: async (runId) => {
      entry(runId);
    },
    append: async (runId, event) => {
      const e = entry(runId);
      e.events.push(event);
      for (const wake of e.wake) wake();
    },
    knows: async (runId) => runs.has(runId),
    finish: async (runId) => {
      // NOTE: unref'd: a finished run's leftovers never keep the process alive.
      setTimeout(() => runs.delete(runId), options.retentionMs ?? FINISHED_RETENTION_MS).unref();
    },
    forget: async (runId) => {
      runs.delete(runId);
    },
    async *read(runId, after, { signal, stillRunning }) {
      const e = entry(runId);
      let last = after;
      while (!signal.aborted) {
        const next = e.events.filter((ev) => ev.id > last);
        for (const ev of next) {
          if (signal.aborted) return;
          yield ev;
          last = ev.id;
          if (isTerminal(ev)) return;
        }
        const idle = await new Promise<boolean>((resolve) => {
          const done = (value: boolean) => {
            e.wake.delete(wakeUp);
            clearTimeout(timer);
            signal.removeEventListener('abort', aborted);
            resolve(value);
          };
          const wakeUp = () => done(false);
          const aborted = () => done(false);
          const timer = setTimeout(() => done(true), options.idleCheckMs ?? IDLE_CHECK_MS);
          e.wake.add(wakeUp);
          signal.addEventListener('abort', aborted, { once: true });
        });
        if (idle && stillRunning && !(await stillRunning())) return;
      }
    },
  };
}

import type { z } from 'zod';

/** What a job logs through: the app's pino logger (or a test's fake), its lines bound to the job's name and id. */
export type JobLog = {
  info: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

export type JobContext = {
  /** The queue's clock when the job started. */
  now: Date;
  /** The queue's id of this run (pg-boss's job id, or the in-process queue's). */
  jobId: string;
  log: JobLog;
};

/**
 * One named job, defined once by the module that does the work (ADR 050; documenso's one definition
 * per job): the queue's name, the data it carries (parsed before the handler runs) and the handler.
 * NOTE: a handler must be safe to run twice: a job is retried after a failure or a dead worker.
 */
export type JobDefinition<Data> = {
  name: string;
  data: z.ZodType<Data>;
  handler: (data: Data, context: JobContext) => Promise<unknown>;
  /**
   * A job that also runs on its own: `cron` on pg-boss (UTC, fired once across all instances), and
   * once per `everySeconds` window on the in-process queue (its tick queues it, deduped by the window).
   */
  schedule?: { cron: string; everySeconds: number };
};

/**
 * A job the domain code sends by its name (documenso's `triggerJob`): the code where something happened
 * names the work, the module that does it defines the job. Debounced by `key`: the first send in a
 * `debounceSeconds` window runs at once, the sends after it in that window make one more job at the
 * next window's start (pg-boss's `sendDebounced`), so a burst runs at most two, and what happened after
 * the first had started is still seen by the second. Send it after the commit of what it is about.
 */
export type TriggeredJob = { name: string; data?: Record<string, string>; key: string; debounceSeconds: number };

/** What can send a job by name: the app's queue (pg-boss, or the in-process one); a test app's inert one sends nothing. */
export interface JobTrigger {
  /** Refuses a name no definition has. */
  trigger(job: TriggeredJob): Promise<void>;
}

/** `log` with `fields` on every line (pino's child bindings, for any JobLog). */
export function logWith(log: JobLog, fields: Record<string, unknown>): JobLog {
  return {
    info: (obj, msg) => log.info({ ...fields, ...obj }, msg),
    warn: (obj, msg) => log.warn({ ...fields, ...obj }, msg),
    error: (obj, msg) => log.error({ ...fields, ...obj }, msg),
  };
}

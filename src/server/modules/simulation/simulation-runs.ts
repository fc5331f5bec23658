import { and, desc, eq, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { simulationRuns, type RunEventRecord } from '../../db/schema';
import { sanitizeErrorText } from '@shared/domain/security/sanitize';
import type { Persona } from '@shared/domain/matching/persona';
import type { AiEngine } from '@server/modules/ai';
import { currentMatch, type StoredMatch } from './match-store';
import { runOneEngineWeek } from './one-engine-week';
import { anecdotesToldBefore } from './told-anecdotes';
import type { RunEvent, RunEventLog, RunEventName } from './run-events';
import { saveSimulationResult } from './save-result';
import { acquireSimulationLock, keepSimulationLock, type HoldOptions } from './simulation-lock';

export interface RunServiceDeps {
  db: Database;
  ai: AiEngine;
  log: FastifyBaseLogger;
  events: RunEventLog;
  /** Awaited before each event is written: lets tests pace a run (default: none, the model is the pace). */
  pace?: (eventId: number) => Promise<void>;
  lock?: Pick<HoldOptions, 'intervalMs'>;
}

/** The week a run simulates: the person (A), the match (B) and the seed; the plan's shape when a caller fixes it. */
export interface RunInputs {
  personaA: Persona;
  personaB: Persona;
  seed: number;
  /** The kept match the week is with; null when the caller gave the match's persona itself. */
  matchId: string | null;
  windowsPerDay?: number;
  turnsPerWindow?: number;
}

/** The week with the person's kept match, on the match's seed. */
export const keptMatchWeek = (personaA: Persona, match: StoredMatch): RunInputs => ({
  personaA,
  personaB: match.profile.persona,
  seed: match.seed,
  matchId: match.id,
});

export type StartedRun = { id: string; created: boolean };

/**
 * Starts the person's run, or answers with the one already running (issue 12 item 2). The lock
 * (ADR 006) and the run row are written in one transaction: of parallel starts exactly one takes
 * the lock and inserts the row; the others wait for its commit and find that row. A lock whose
 * heartbeat stopped (its instance died) is taken over, and its run marked failed.
 * Returns null when the lock is held without a run row (a caller of acquireSimulationLock outside runs).
 */
export async function startRun(deps: RunServiceDeps, userId: string, prepare: () => Promise<RunInputs>): Promise<StartedRun | null> {
  const taken = await deps.db.transaction(async (tx) => {
    const token = await acquireSimulationLock(tx, userId);
    if (!token) return null;
    await tx
      .update(simulationRuns)
      .set({ status: 'failed', finishedAt: new Date() })
      .where(and(eq(simulationRuns.userId, userId), eq(simulationRuns.status, 'running')));
    const [row] = await tx.insert(simulationRuns).values({ userId }).returning({ id: simulationRuns.id });
    return { token, runId: row!.id };
  });
  if (!taken) {
    const running = await runningRun(deps.db, userId);
    return running ? { id: running, created: false } : null;
  }
  await deps.events.open(taken.runId);
  const lock = keepSimulationLock(deps.db, userId, taken.token, { log: deps.log, ...deps.lock });
  const work = executeRun(deps, userId, taken.runId, lock, prepare);
  track(deps, work);
  return { id: taken.runId, created: true };
}

/**
 * The person's week with their kept match once it has run to its end (issue 40 item 7), or null.
 * A week is its run: opened again, in another tab or on another instance, it is that run's stored
 * events, never a new run of the same inputs (a new run leaves out the anecdotes the first one told,
 * and a model never writes the same week twice). A new week begins only with another match
 * ('Find another match') or after a week that failed; a run going on is startRun's to join (or to
 * take over, when its instance died).
 */
export async function finishedWeek(db: Database, userId: string): Promise<string | null> {
  const match = await currentMatch(db, userId);
  if (!match) return null;
  const [latest] = await db
    .select({ id: simulationRuns.id, status: simulationRuns.status })
    .from(simulationRuns)
    .where(and(eq(simulationRuns.userId, userId), or(eq(simulationRuns.status, 'running'), eq(simulationRuns.matchId, match.id))))
    .orderBy(desc(simulationRuns.startedAt))
    .limit(1);
  return latest?.status === 'done' ? latest.id : null;
}

export async function runningRun(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: simulationRuns.id })
    .from(simulationRuns)
    .where(and(eq(simulationRuns.userId, userId), eq(simulationRuns.status, 'running')))
    .limit(1);
  return row?.id ?? null;
}

// Runs in flight in this process: app.close() stops and awaits them (see stopRuns).
const inFlight = new WeakMap<RunServiceDeps, { runs: Set<Promise<void>>; stop: AbortController }>();
const state = (deps: RunServiceDeps) => {
  let s = inFlight.get(deps);
  if (!s) inFlight.set(deps, (s = { runs: new Set(), stop: new AbortController() }));
  return s;
};
function track(deps: RunServiceDeps, work: Promise<void>) {
  const { runs } = state(deps);
  runs.add(work);
  void work.finally(() => runs.delete(work));
}

/**
 * Stops this process's runs (the instance is going away) and waits for them. Their locks are
 * released, so a later start begins a new run; a run on an instance that dies without this keeps
 * its lock until it goes stale (60 s), then the next start takes over.
 */
export async function stopRuns(deps: RunServiceDeps) {
  const s = state(deps);
  s.stop.abort(new Error('the server is stopping'));
  await Promise.allSettled([...s.runs]);
}

/** `work`, or a rejection as soon as `signal` aborts (a held pace never holds a stopping instance). */
const abortable = <T>(work: Promise<T>, signal: AbortSignal): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason);
    if (signal.aborted) return stop();
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });

async function executeRun(
  deps: RunServiceDeps,
  userId: string,
  runId: string,
  lock: ReturnType<typeof keepSimulationLock>,
  prepare: () => Promise<RunInputs>,
) {
  const signal = AbortSignal.any([lock.lost, state(deps).stop.signal]);
  const written: RunEventRecord[] = [];
  let matchId: string | null = null;
  const write = async (event: RunEventName, data: unknown) => {
    const record: RunEvent = { id: written.length + 1, event, data };
    if (deps.pace) await abortable(deps.pace(record.id), signal);
    signal.throwIfAborted();
    await deps.events.append(runId, record);
    written.push(record);
  };
  const settle = async (status: 'done' | 'failed', resultId: string | null) => {
    await deps.db
      .update(simulationRuns)
      .set({ status, finishedAt: new Date(), resultId, events: written, matchId })
      .where(eq(simulationRuns.id, runId));
  };
  const started = performance.now();
  // 'start' is written from runWeek's synchronous onStart; the first message waits for it.
  let pending: Promise<void> = Promise.resolve();
  try {
    const week = await prepare();
    const { personaA, personaB, seed } = week;
    matchId = week.matchId;
    if (matchId) await deps.db.update(simulationRuns).set({ matchId }).where(eq(simulationRuns.id, runId));
    const avoidAnecdotes = await anecdotesToldBefore(deps.db, userId);
    const result = await runOneEngineWeek(deps.ai, {
      personaA,
      personaB,
      seed,
      windowsPerDay: week.windowsPerDay,
      turnsPerWindow: week.turnsPerWindow,
      signal,
      avoidAnecdotes,
      // A second 'start' (the model stopped, the week begins again offline) waits for what was written before it.
      onStart: (plan, start) => {
        pending = pending.then(() => write('start', { persona_a: personaA, persona_b: personaB, seed, plan, ...start }));
        // NOTE: a run stopped as it starts fails here and in the engine at once; the engine's error
        // is the one handled below, so this one is marked seen (unobserved, it would be unhandled).
        pending.catch(() => undefined);
      },
      onMessage: async (message) => {
        await pending;
        await write('message', message);
      },
    });
    await pending;
    const resultId = await saveSimulationResult(deps.db, deps.log, userId, result, performance.now() - started, matchId ?? undefined);
    // The terminal event is in the row before the lock goes, and in the stream after it: a
    // client that starts again on 'final' is not refused, and a late reader finds it in the row.
    const final: RunEventRecord = { id: written.length + 1, event: 'final', data: result };
    written.push(final);
    await settle('done', resultId);
    await lock.release();
    await deps.events.append(runId, final);
  } catch (err) {
    if (!signal.aborted) deps.log.error({ err, runId }, 'simulation run failed');
    const message = signal.aborted ? 'the run was stopped' : sanitizeErrorText(err instanceof Error ? err.message : String(err));
    const failure: RunEventRecord = { id: written.length + 1, event: 'error', data: { message: `Simulation error: ${message}` } };
    written.push(failure);
    await settle('failed', null).catch((e: unknown) => deps.log.error({ err: e, runId }, 'could not mark the run failed'));
    await lock.release().catch(() => undefined);
    await deps.events.append(runId, failure).catch(() => undefined);
  } finally {
    await deps.events.finish(runId).catch(() => undefined);
  }
}

import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { SimulationResult } from '@shared/schemas/simulation';
import { followRun, startRun } from '../api/run-stream';
import { SIMULATION_MESSAGES, SimulationError, type SimulationEvent, type StreamMessage, type StreamStart } from '../api/simulation-events';
import { forgetRun, rememberRun, rememberedRun } from '../lib/run-memory';

export type StreamStatus = 'starting' | 'streaming' | 'done' | 'error';

export interface SimulationStreamState {
  status: StreamStatus;
  /** The server-side run this screen reads (ADR 016). */
  runId?: string;
  /** Messages this tab had shown before a reload: they appear at once, the rest play on. */
  alreadyShown: number;
  /** The `start` event: personas, seed and the plan of the week (and a note when it began again offline). */
  start?: StreamStart;
  /** How many times the week started: a second start replaces the messages before it (ADR 066). */
  take: number;
  /** Every message received so far, in order (playback decides when each is shown). */
  messages: StreamMessage[];
  result?: SimulationResult;
  error?: SimulationError;
  /** A simulation outside the runs (POST /run or /stream) still holds the lock; retrying shortly. */
  waitingForPrevious: boolean;
}

/** A 409 now only comes from a one-request simulation still holding the lock: retried quietly. */
export const BUSY_RETRY = { attempts: 3, delayMs: 1500 } as const;

const initial: SimulationStreamState = { status: 'starting', messages: [], waitingForPrevious: false, alreadyShown: 0, take: 0 };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/** One event on the screen's state; exported for its tests. */
export const applySimulationEvent = (s: SimulationStreamState, event: SimulationEvent): SimulationStreamState => {
  // A start after messages: the model stopped and the week begins again offline; what came before is not this week.
  // NOTE: `alreadyShown` stays, so a reload after it shows that many of the new week's messages at once.
  if (event.type === 'start')
    return {
      ...s,
      status: 'streaming',
      start: event.start,
      waitingForPrevious: false,
      take: s.take + 1,
      messages: s.take ? [] : s.messages,
    };
  if (event.type === 'message') return { ...s, status: 'streaming', messages: [...s.messages, event.message], waitingForPrevious: false };
  if (event.type === 'final')
    // The result's transcript is the authority: it fills any message the stream left out.
    return {
      ...s,
      status: 'done',
      result: event.result,
      messages: event.result.transcript.length > s.messages.length ? event.result.transcript : s.messages,
    };
  return s;
};

/**
 * Follows the person's simulation run: the one this tab was reading before a reload, else the one
 * running for them (a second tab), else a new one. The run goes on on the server whatever this
 * page does; unmounting only stops reading. Failures are toasted ('Simulation Error', §8.5).
 */
export function useSimulationRun(): SimulationStreamState {
  const [state, setState] = useState<SimulationStreamState>(initial);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    let stop: (() => void) | undefined;

    const failed = (failure: SimulationError) => {
      toast.error('Simulation Error', { id: 'simulation-error', description: failure.message });
      setState((s) => ({ ...s, status: 'error', error: failure, waitingForPrevious: false }));
    };

    const follow = (runId: string, alreadyShown: number, remembered: boolean) => {
      if (signal.aborted) return;
      setState((s) => ({ ...s, runId, alreadyShown }));
      stop = followRun(runId, {
        onEvent: (event) => setState((s) => applySimulationEvent(s, event)),
        onFailure: (failure, unreadable) => {
          // The remembered run is gone (another account, or it was cleaned up): start afresh.
          if (remembered && unreadable) {
            forgetRun();
            setState(initial);
            void begin();
            return;
          }
          failed(failure);
        },
      });
    };

    const begin = async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          const runId = await startRun(signal);
          rememberRun({ id: runId, shown: 0 });
          return follow(runId, 0, false);
        } catch (error) {
          if (signal.aborted) return;
          const failure = error instanceof SimulationError ? error : new SimulationError(SIMULATION_MESSAGES.failedToStart);
          if (failure.kind !== 'busy' || attempt >= BUSY_RETRY.attempts) return failed(failure);
          setState((s) => ({ ...s, waitingForPrevious: true }));
          try {
            await sleep(BUSY_RETRY.delayMs, signal);
          } catch {
            return;
          }
        }
      }
    };

    // Deferred a tick: React's StrictMode mounts, unmounts and remounts at once in development.
    const timer = setTimeout(() => {
      const remembered = rememberedRun();
      if (remembered) follow(remembered.id, remembered.shown, true);
      else void begin();
    }, 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
      stop?.();
    };
  }, []);

  return state;
}

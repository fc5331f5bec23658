import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import type { SimulationResult } from '@shared/schemas/simulation';
import { SIMULATION_MESSAGES, SimulationError, type StreamMessage, type StreamStart } from '../api/simulation-events';
import { streamSimulation } from '../api/stream-simulation';

export type StreamStatus = 'starting' | 'streaming' | 'done' | 'error';

export interface SimulationStreamState {
  status: StreamStatus;
  /** The `start` event: personas, seed and the plan of the week. */
  start?: StreamStart;
  /** Every message received so far, in order (playback decides when each is shown). */
  messages: StreamMessage[];
  result?: SimulationResult;
  error?: SimulationError;
  /** A previous run (another tab, or this page before a reload) still holds the lock; retrying shortly. */
  waitingForPrevious: boolean;
}

/**
 * A reload aborts the old page's stream, and the server frees the person's lock when it notices
 * the disconnect, which can be a moment after the new page asks. So a 409 is retried quietly a
 * couple of times before it is shown.
 */
export const BUSY_RETRY = { attempts: 3, delayMs: 1500 } as const;

const initial: SimulationStreamState = { status: 'starting', messages: [], waitingForPrevious: false };

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });

/**
 * Starts a fresh simulation when mounted (remount for a new run) and follows its stream. The
 * fetch is aborted on unmount, which also frees the server's one-run-per-person lock. Failures are
 * toasted ('Simulation Error', spec §8.5) and returned for the screen's error card.
 */
export function useSimulationStream(): SimulationStreamState {
  const [state, setState] = useState<SimulationStreamState>(initial);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;

    const run = async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          const result = await streamSimulation({
            signal,
            onEvent: (event) => {
              if (event.type === 'start') setState((s) => ({ ...s, status: 'streaming', start: event.start, waitingForPrevious: false }));
              else if (event.type === 'message') setState((s) => ({ ...s, status: 'streaming', messages: [...s.messages, event.message], waitingForPrevious: false }));
            },
          });
          setState((s) => ({
            ...s,
            status: 'done',
            result,
            // The result's transcript is the authority: it fills any message the stream left out.
            messages: result.transcript.length > s.messages.length ? result.transcript : s.messages,
          }));
          return;
        } catch (error) {
          if (signal.aborted) return;
          const failure = error instanceof SimulationError ? error : new SimulationError(SIMULATION_MESSAGES.failedToStart);
          if (failure.kind === 'busy' && attempt < BUSY_RETRY.attempts) {
            setState((s) => ({ ...s, waitingForPrevious: true }));
            try {
              await sleep(BUSY_RETRY.delayMs, signal);
            } catch {
              return;
            }
            continue;
          }
          toast.error('Simulation Error', { id: 'simulation-error', description: failure.message });
          setState((s) => ({ ...s, status: 'error', error: failure, waitingForPrevious: false }));
          return;
        }
      }
    };

    // Deferred a tick: React's StrictMode mounts, unmounts and remounts at once in development,
    // and two quick requests would collide on the server's one-run lock.
    const timer = setTimeout(() => void run(), 0);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, []);

  return state;
}

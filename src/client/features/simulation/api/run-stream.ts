import { apiPaths } from '@client/config/paths';
import { ApiError, api } from '@client/lib/api-client';
import { startRunResponseSchema } from '@shared/schemas/simulation';
import { SIMULATION_MESSAGES, SimulationError, decodeSimulationEvent, httpFailure, type SimulationEvent } from './simulation-events';

/** Starts the person's week on the server, or rejoins the one running; rejects with a §8.5 SimulationError. */
export async function startRun(signal?: AbortSignal): Promise<string> {
  try {
    const { run } = await api(apiPaths.simulationRuns, {
      method: 'POST',
      body: {},
      signal,
      schema: startRunResponseSchema,
      invalidMessage: SIMULATION_MESSAGES.invalidFormat,
    });
    return run.id;
  } catch (error) {
    if (signal?.aborted) throw error;
    if (error instanceof ApiError && error.code === 'invalid_response') throw new SimulationError(SIMULATION_MESSAGES.invalidFormat);
    if (error instanceof ApiError && error.status > 0) throw httpFailure(error.status);
    throw new SimulationError(SIMULATION_MESSAGES.failedToStart);
  }
}

export interface FollowRunHandlers {
  /** Each event once, in order ('final' included). */
  onEvent: (event: SimulationEvent) => void;
  /**
   * The run cannot be read: an `error` event, a bad event, or the server refused the stream.
   * `unreadable` is true when nothing at all came (the run is gone: start another).
   */
  onFailure: (error: SimulationError, unreadable: boolean) => void;
}

const EVENT_NAMES = ['start', 'message', 'final', 'error'] as const;

/**
 * Reads a run with the browser's EventSource: a GET that reconnects by itself and sends
 * Last-Event-ID, so a dropped connection resumes where it was. Returns a function that stops.
 */
export function followRun(runId: string, handlers: FollowRunHandlers, EventSourceImpl: typeof EventSource = EventSource): () => void {
  const source = new EventSourceImpl(apiPaths.simulationRunEvents(runId));
  let last = 0;
  let received = 0;
  let stopped = false;
  const stop = () => {
    stopped = true;
    source.close();
  };
  const fail = (error: SimulationError) => {
    if (stopped) return;
    stop();
    handlers.onFailure(error, received === 0);
  };

  for (const name of EVENT_NAMES) {
    source.addEventListener(name, (raw) => {
      // NOTE: a lost connection is an 'error' Event too; only a MessageEvent is the server's `error`.
      if (stopped || !(raw instanceof MessageEvent)) return;
      const id = Number(raw.lastEventId);
      if (Number.isInteger(id) && id > 0) {
        if (id <= last) return; // already handled: never twice
        last = id;
      }
      let event: SimulationEvent | null;
      try {
        event = decodeSimulationEvent({ event: name, data: String(raw.data) });
      } catch (error) {
        fail(error instanceof SimulationError ? error : new SimulationError(SIMULATION_MESSAGES.invalidFormat));
        return;
      }
      if (!event) return;
      received++;
      if (event.type === 'error') return fail(new SimulationError(SIMULATION_MESSAGES.streamError(event.message)));
      handlers.onEvent(event);
      if (event.type === 'final') stop();
    });
  }
  source.onerror = () => {
    // CONNECTING: the browser is reconnecting by itself. CLOSED: it gave up (404, 204, not a stream).
    if (source.readyState === EventSourceImpl.CLOSED) fail(new SimulationError(SIMULATION_MESSAGES.noData));
  };
  return stop;
}

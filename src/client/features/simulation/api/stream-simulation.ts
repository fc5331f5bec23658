import type { SimulationResult } from '@shared/schemas/simulation';
import { SIMULATION_MESSAGES, SimulationError, decodeSimulationEvent, httpFailure, type SimulationEvent } from './simulation-events';
import { createSseParser } from './sse-parser';

export const SIMULATION_STREAM_PATH = '/api/simulation/stream';

export interface StreamSimulationOptions {
  signal: AbortSignal;
  /** Called for each event as it arrives, in order ('final' included). */
  onEvent: (event: SimulationEvent) => void;
}

/**
 * Runs one simulation over POST /api/simulation/stream (fetch + a stream reader: EventSource can't
 * POST) and resolves with the final result. Rejects with a SimulationError carrying a §8.5
 * message, or with the AbortError when `signal` aborts.
 */
export async function streamSimulation({ signal, onEvent }: StreamSimulationOptions): Promise<SimulationResult> {
  let response: Response;
  try {
    response = await fetch(SIMULATION_STREAM_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { accept: 'text/event-stream', 'content-type': 'application/json' },
      body: '{}',
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new SimulationError(SIMULATION_MESSAGES.failedToStart);
  }
  if (!response.ok) {
    // Drain the small JSON error body so the connection can be reused.
    await response.text().catch(() => '');
    throw httpFailure(response.status);
  }
  if (!response.body) throw new SimulationError(SIMULATION_MESSAGES.noData);
  if (!(response.headers.get('content-type') ?? '').includes('text/event-stream')) {
    await response.body.cancel().catch(() => undefined);
    throw new SimulationError(SIMULATION_MESSAGES.invalidFormat);
  }

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  let result: SimulationResult | undefined;

  const handle = (frames: ReturnType<typeof parser.push>) => {
    for (const frame of frames) {
      const event = decodeSimulationEvent(frame);
      if (!event) continue;
      if (event.type === 'error') throw new SimulationError(SIMULATION_MESSAGES.streamError(event.message));
      if (event.type === 'final') result = event.result;
      onEvent(event);
    }
  };

  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (signal.aborted) throw error;
        // The connection dropped mid-stream: the result never came.
        throw new SimulationError(SIMULATION_MESSAGES.noData);
      }
      if (chunk.done) break;
      // stream: true keeps a multi-byte character split across chunks intact.
      handle(parser.push(decoder.decode(chunk.value, { stream: true })));
      if (result) break;
    }
    if (!result) handle([...parser.push(decoder.decode()), ...parser.end()]);
  } finally {
    // Stops reading (and tells the server) if we leave early; a no-op once the stream is done.
    reader.cancel().catch(() => undefined);
  }
  if (!result) throw new SimulationError(SIMULATION_MESSAGES.noData);
  return result;
}

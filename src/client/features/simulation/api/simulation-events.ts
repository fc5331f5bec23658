import { z } from 'zod';
import { simulationResultSchema, streamStartSchema, transcriptMessageSchema, type SimulationResult } from '@shared/schemas/simulation';

/** One server-sent event as the browser's EventSource hands it over. */
export interface SseFrame {
  event: string;
  data: string;
}

/** The events of a simulation run (src/shared/schemas/simulation.ts is the contract). */
export type StreamStart = z.infer<typeof streamStartSchema>;
export type StreamMessage = z.infer<typeof transcriptMessageSchema>;

export type SimulationEvent =
  | { type: 'start'; start: StreamStart }
  | { type: 'message'; message: StreamMessage }
  | { type: 'final'; result: SimulationResult }
  | { type: 'error'; message: string };

/** Spec §8.5: the simulation screen's messages. */
export const SIMULATION_MESSAGES = {
  signedOut: 'Please log in to continue',
  noProfile: 'Could not load your personality profile. Please complete the assessment first.',
  busy: 'Simulation already in progress',
  failedToStart: 'Failed to start conversation simulation',
  noData: 'No simulation data received',
  invalidFormat: 'Invalid simulation response format',
  /** The server may send the message already prefixed; never doubled. */
  streamError: (message: string) => (/^simulation error:/i.test(message.trim()) ? message.trim() : `Simulation error: ${message}`),
} as const;

/** What went wrong, for the screen to choose its card and buttons. */
export type SimulationFailureKind = 'signed-out' | 'no-profile' | 'busy' | 'failed';

export class SimulationError extends Error {
  constructor(
    message: string,
    readonly kind: SimulationFailureKind = 'failed',
  ) {
    super(message);
    this.name = 'SimulationError';
  }
}

/** The error for an HTTP answer that refused to start the stream. */
export function httpFailure(status: number): SimulationError {
  if (status === 401) return new SimulationError(SIMULATION_MESSAGES.signedOut, 'signed-out');
  if (status === 404) return new SimulationError(SIMULATION_MESSAGES.noProfile, 'no-profile');
  if (status === 409) return new SimulationError(SIMULATION_MESSAGES.busy, 'busy');
  return new SimulationError(SIMULATION_MESSAGES.failedToStart);
}

const errorEventSchema = z.object({ message: z.string() });

/**
 * One SSE frame as a simulation event. Unknown event names (heartbeats, future additions) give
 * null; a known event whose data isn't JSON of the right shape throws 'Invalid simulation response format'.
 */
export function decodeSimulationEvent(frame: SseFrame): SimulationEvent | null {
  const schema = { start: streamStartSchema, message: transcriptMessageSchema, final: simulationResultSchema, error: errorEventSchema }[
    frame.event
  ];
  if (!schema) return null;
  let json: unknown;
  try {
    json = JSON.parse(frame.data);
  } catch {
    throw new SimulationError(SIMULATION_MESSAGES.invalidFormat);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new SimulationError(SIMULATION_MESSAGES.invalidFormat);
  switch (frame.event) {
    case 'start':
      return { type: 'start', start: parsed.data as StreamStart };
    case 'message':
      return { type: 'message', message: parsed.data as StreamMessage };
    case 'final':
      return { type: 'final', result: parsed.data as SimulationResult };
    default:
      return { type: 'error', message: (parsed.data as z.infer<typeof errorEventSchema>).message };
  }
}

import type { Persona, TranscriptEntry } from '@shared/domain/matching/persona';
import { planSimulation } from '@shared/domain/week/simulation-plan';
import type { AiEngine } from './types';

export interface RunSimulationOptions {
  personaA: Persona;
  personaB: Persona;
  seed: number;
  days?: number;
  /** Fixed windows per day; by default the seed picks 2-3 for each day (spec §9). */
  windowsPerDay?: number;
  /** Fixed turns (messages) per window; by default the seed picks 2-6 for each window. */
  turnsPerWindow?: number;
  /** Called after each window, e.g. to stream it to the simulation screen. */
  onWindow?: (messages: TranscriptEntry[], at: { day: number; window: number; windowsToday: number }) => void | Promise<void>;
  signal?: AbortSignal;
  /**
   * Anecdote ids told in the person's earlier runs (the preview, earlier weeks): nobody tells them
   * again. Collect them after a run with `anecdotesTold(transcript, personaA, personaB)`.
   */
  avoidAnecdotes?: readonly string[];
}

export interface SimulationSchedule {
  day: number;
  windows: number[];
}

/** How many windows each day has and how many turns each window: the shared week planner's plan, by day. */
export function simulationSchedule(
  options: Pick<RunSimulationOptions, 'seed' | 'days' | 'windowsPerDay' | 'turnsPerWindow'>,
): SimulationSchedule[] {
  const plan = planSimulation(options.seed, {
    days: options.days,
    windowsPerDay: options.windowsPerDay,
    turnsPerWindow: options.turnsPerWindow,
  });
  return Array.from({ length: options.days ?? 7 }, (_, i) => ({
    day: i + 1,
    windows: plan.filter((w) => w.day === i + 1).map((w) => w.turns),
  }));
}

/** Drives `simulateWindow` across the week, one engine call per window, and returns the transcript. */
export async function runSimulation(
  engine: Pick<AiEngine, 'simulateWindow'>,
  options: RunSimulationOptions,
): Promise<{ transcript: TranscriptEntry[]; windows: number }> {
  const days = options.days ?? 7;
  const transcript: TranscriptEntry[] = [];
  let windows = 0;
  for (const { day, windows: turns } of simulationSchedule(options)) {
    for (const [index, turnsWanted] of turns.entries()) {
      options.signal?.throwIfAborted();
      const window = index + 1;
      const { messages } = await engine.simulateWindow({
        personaA: options.personaA,
        personaB: options.personaB,
        day,
        window,
        windowsToday: turns.length,
        days,
        turnsWanted,
        history: transcript,
        seed: options.seed,
        avoidAnecdotes: [...(options.avoidAnecdotes ?? [])],
      });
      const entries = messages.map((m) => ({ ...m, day, window }));
      transcript.push(...entries);
      windows++;
      await options.onWindow?.(entries, { day, window, windowsToday: turns.length });
    }
  }
  return { transcript, windows };
}

import type { Persona, TranscriptEntry } from '@shared/domain/matching/persona';
import { planSimulation, type PlannedWindow } from '@shared/domain/week/simulation-plan';
import { scanModelText } from './output-scan';
import type { AiEngine } from './types';

export interface RunSimulationOptions {
  personaA: Persona;
  personaB: Persona;
  seed: number;
  /** The week's windows in order (the shared planner's plan); by default planSimulation(seed): 7 days, the seed's windows and turns (spec §9). */
  plan?: readonly PlannedWindow[];
  /** Called after each window, e.g. to stream it to the simulation screen. */
  onWindow?: (messages: TranscriptEntry[], at: { day: number; window: number; windowsToday: number }) => void | Promise<void>;
  signal?: AbortSignal;
  /**
   * Anecdote ids told in the person's earlier runs (the preview, earlier weeks): nobody tells them
   * again. Collect them after a run with `anecdotesTold(transcript, personaA, personaB)`.
   */
  avoidAnecdotes?: readonly string[];
  /** Words the engine never saw and must not write (the members' surnames): redacted from each message and counted. */
  privateNames?: readonly string[];
}

/** Drives `simulateWindow` through the plan, one engine call per window, and returns the transcript. */
export async function runSimulation(
  engine: Pick<AiEngine, 'simulateWindow'>,
  options: RunSimulationOptions,
): Promise<{ transcript: TranscriptEntry[]; windows: number; redacted: number }> {
  const plan = options.plan ?? planSimulation(options.seed);
  const days = plan.at(-1)?.day ?? 0;
  const transcript: TranscriptEntry[] = [];
  let redacted = 0;
  const scan = (text: string) => {
    const out = scanModelText(text, options.privateNames);
    redacted += out.found;
    return out.text;
  };
  for (const { day, window, turns: turnsWanted } of plan) {
    options.signal?.throwIfAborted();
    const windowsToday = plan.filter((w) => w.day === day).length;
    const { messages } = await engine.simulateWindow({
      personaA: options.personaA,
      personaB: options.personaB,
      day,
      window,
      windowsToday,
      days,
      turnsWanted,
      history: transcript,
      seed: options.seed,
      avoidAnecdotes: [...(options.avoidAnecdotes ?? [])],
    });
    const entries = messages.map((m) => ({ ...m, text: scan(m.text), day, window }));
    transcript.push(...entries);
    await options.onWindow?.(entries, { day, window, windowsToday });
  }
  return { transcript, windows: plan.length, redacted };
}

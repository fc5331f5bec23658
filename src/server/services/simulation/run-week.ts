import { compatibility, conversationSignals, decide } from '../../../shared/domain/compatibility';
import type { Persona, TranscriptEntry } from '../../../shared/schemas/persona';
import type { SimulationResult } from '../../../shared/schemas/simulation';
import { planSimulation } from '../../../shared/domain/simulation-plan';
import { runSimulation, type AiEngine } from '../ai';

export type WeekOptions = {
  personaA: Persona;
  personaB: Persona;
  seed: number;
  windowsPerDay?: number;
  turnsPerWindow?: number;
  onStart?: (plan: { day: number; window: number; turns: number }[]) => void;
  /** Awaited before the next message: a slow consumer (or injected pacing) slows the run. */
  onMessage?: (message: TranscriptEntry) => void | Promise<void>;
  signal?: AbortSignal;
};

const sharedTopics = (a: Persona, b: Persona) => {
  const theirs = new Set(b.social.topics.map((t) => t.toLowerCase()));
  return a.social.topics.filter((t) => theirs.has(t.toLowerCase()));
};

/**
 * Simulates the week (spec §7.1 conversation-simulator): the AI engine writes the messages, one call
 * per window; the score comes from the HEXACO formula; the decision from score plus conversation;
 * the engine writes the reasons' prose and the week summary.
 */
export async function runWeek(ai: AiEngine, options: WeekOptions): Promise<SimulationResult> {
  const { personaA, personaB, seed } = options;
  // The shared planner: runSimulation follows the very same plan (simulationSchedule).
  options.onStart?.(planSimulation(seed, { windowsPerDay: options.windowsPerDay, turnsPerWindow: options.turnsPerWindow }));
  const { transcript } = await runSimulation(ai, {
    personaA, personaB, seed, windowsPerDay: options.windowsPerDay, turnsPerWindow: options.turnsPerWindow, signal: options.signal,
    onWindow: async (messages) => {
      for (const m of messages) await options.onMessage?.(m);
    },
  });
  const { score, components } = compatibility(personaA.personality_traits, personaB.personality_traits);
  const verdict = decide({ score, conversation: conversationSignals(transcript, sharedTopics(personaA, personaB)) });
  const conclusion = await ai.concludeSimulation({ personaA, personaB, transcript, score, decision: verdict.decision });
  const strongest = components.slice().sort((x, y) => y.contribution - x.contribution).slice(0, 2).map((c) => c.reason);
  return {
    transcript,
    final: { decision: verdict.decision, why: [...new Set([...verdict.why, ...strongest, ...conclusion.why])], confidence: verdict.confidence },
    week_summary: conclusion.week_summary,
    compatibility_score: score,
    seed,
    persona_a: personaA,
    persona_b: personaB,
  };
}

import type { Persona, TranscriptEntry } from '@shared/domain/matching/persona';
import type { SimulationResult } from '@shared/schemas/simulation';
import { planSimulation, type PlannedWindow } from '@shared/domain/week/simulation-plan';
import { weekVerdict } from '@shared/domain/week/week-verdict';
import { checkVerdict, type CheckedVerdict } from '@shared/domain/week/verdict-check';
import { runSimulation, scanModelText, type AiEngine } from '@server/modules/ai';

export type WeekOptions = {
  personaA: Persona;
  personaB: Persona;
  seed: number;
  windowsPerDay?: number;
  turnsPerWindow?: number;
  onStart?: (plan: PlannedWindow[]) => void;
  /** Awaited before the next message: a slow consumer (or injected pacing) slows the run. */
  onMessage?: (message: TranscriptEntry) => void | Promise<void>;
  signal?: AbortSignal;
  /** Anecdote ids told in the person's earlier runs (told-anecdotes.ts): this week tells others. */
  avoidAnecdotes?: readonly string[];
  /** Words no engine saw and none may write (the members' surnames): redacted from the week (ai/output-scan.ts). */
  privateNames?: readonly string[];
  /** How the week's verdict was checked against its transcript, and how much of the engine's text was redacted. */
  onChecked?: (check: { verdict: CheckedVerdict; redacted: number }) => void;
};

/**
 * Simulates the week (spec §7.1 conversation-simulator): the AI engine writes the messages, one call
 * per window; the score comes from the HEXACO formula; the decision and its marked reasons from the
 * score and what happened in the week (shared/domain/week-verdict, docs/compatibility.md); the
 * engine writes the week summary.
 */
export async function runWeek(ai: AiEngine, options: WeekOptions): Promise<SimulationResult> {
  const { personaA, personaB, seed } = options;
  // The shared planner's plan, announced and then followed as it is.
  const plan = planSimulation(seed, { windowsPerDay: options.windowsPerDay, turnsPerWindow: options.turnsPerWindow });
  options.onStart?.(plan);
  const { transcript, redacted } = await runSimulation(ai, {
    personaA,
    personaB,
    seed,
    plan,
    signal: options.signal,
    avoidAnecdotes: options.avoidAnecdotes,
    privateNames: options.privateNames,
    onWindow: async (messages) => {
      for (const m of messages) await options.onMessage?.(m);
    },
  });
  const verdict = weekVerdict({ personaA, personaB, transcript });
  const conclusion = await ai.concludeSimulation({ personaA, personaB, transcript, score: verdict.score, decision: verdict.decision });
  // The decision is the engine's structured field, checked against the week: never keener than the rules, no YES without a plan or warmth.
  const checked = checkVerdict(conclusion.verdict.decision, verdict.decision, transcript);
  const summary = scanModelText(conclusion.week_summary, options.privateNames);
  options.onChecked?.({ verdict: checked, redacted: redacted + summary.found });
  return {
    transcript,
    final: { decision: checked.decision, why: verdict.why, confidence: verdict.confidence },
    week_summary: summary.text,
    compatibility_score: verdict.score,
    seed,
    persona_a: personaA,
    persona_b: personaB,
  };
}

import type { PlannedWindow } from '@shared/domain/week/simulation-plan';
import type { SimulationResult, WeekEngine } from '@shared/schemas/simulation';
import { withCallLedger, type AiEngine } from '@server/modules/ai';
import { runWeek, type WeekOptions } from './run-week';

/** What the person reads when the model stopped and the week was written again offline (ADR 066). */
export const OFFLINE_WEEK_NOTE = "Maya's AI model stopped answering, so this week was written from the start by Maya's built-in writer.";

export type WeekStart = { engine: WeekEngine; note?: string };

export type OneEngineWeekOptions = Omit<WeekOptions, 'onStart'> & {
  /** Called as the week starts, and again if it starts over offline: what was shown before is not this week. */
  onStart?: (plan: PlannedWindow[], start: WeekStart) => void;
};

/** The model answered one of the week's operations with the offline engine: the model's week is over. */
class ModelWeekStopped extends Error {}

/** `ai`, but a window or conclusion the offline engine answered stops the week before anyone sees it. */
function modelOnly(ai: AiEngine, fellBack: () => boolean): AiEngine {
  const checked = <T>(value: T): T => {
    if (fellBack()) throw new ModelWeekStopped('the offline engine answered part of a model week');
    return value;
  };
  return {
    ...ai,
    simulateWindow: async (input) => checked(await ai.simulateWindow(input)),
    concludeSimulation: async (input) => checked(await ai.concludeSimulation(input)),
  };
}

const startingAs = (options: OneEngineWeekOptions, start: WeekStart): WeekOptions => ({
  ...options,
  onStart: (plan) => options.onStart?.(plan, start),
});

/**
 * The journey's week on one engine (issue 43 item 4, ADR 066): all the model's, or, when the model is
 * paused or fails during the week (a window or the conclusion fell back even after its repair), the
 * whole week again from its first message on the offline engine, marked `engine: 'offline'` with a
 * note for the person. Never a week half written by each. The agents' week asks for a retry instead
 * (run-pair-week.ts): nobody is watching it.
 */
export async function runOneEngineWeek(ai: AiEngine, options: OneEngineWeekOptions): Promise<SimulationResult> {
  const offline = ai.offline;
  if (!offline) {
    const engine: WeekEngine = ai.kind === 'openai' ? 'model' : 'offline';
    return { ...(await runWeek(ai, startingAs(options, { engine }))), engine };
  }
  if (ai.circuitState?.() !== 'open') {
    try {
      const { value } = await withCallLedger((ledger) =>
        runWeek(
          modelOnly(ai, () => ledger.fallbacks.length > 0),
          startingAs(options, { engine: 'model' }),
        ),
      );
      return { ...value, engine: 'model' };
    } catch (err) {
      if (!(err instanceof ModelWeekStopped)) throw err;
    }
  }
  const start = { engine: 'offline', note: OFFLINE_WEEK_NOTE } as const;
  return { ...(await runWeek(offline, startingAs(options, start))), ...start };
}

import { seededRandom } from '../../lib/seeded-random';

/**
 * Spec §9 (Simulation) and §2.9/§2.12: the shape of the simulated week, its reproducible plan,
 * the playback pauses, the fake profile analysis and small display helpers. Pure: every random
 * choice takes an injected random function (returning [0, 1)) or a seed.
 */

export const SIMULATION_DAYS = 7;
const WINDOWS_PER_DAY = { min: 2, max: 3 } as const;
/** A turn is one message; who speaks on a turn is the conversation engine's choice. */
const TURNS_PER_WINDOW = { min: 2, max: 6 } as const;
/** Seeds are integers 0..999,999. */
export const SEED_LIMIT = 1_000_000;

export type RandomFn = () => number;

/** Keeps a random draw in [0, 1) even if an injected function misbehaves. */
const unit = (rand: RandomFn): number => {
  const r = rand();
  return Number.isFinite(r) ? Math.min(Math.max(r, 0), 1 - Number.EPSILON) : 0;
};

/** An integer in min..max inclusive. */
export const randomInt = (rand: RandomFn, min: number, max: number): number => min + Math.floor(unit(rand) * (max - min + 1));

/** §9: a random seed below 1,000,000. */
export const randomSeed = (rand: RandomFn = Math.random): number => randomInt(rand, 0, SEED_LIMIT - 1);

export interface PlannedWindow {
  day: number;
  window: number;
  turns: number;
}

export interface PlanOptions {
  days?: number;
  /** Fixed windows per day (2-3 by the API's checks); by default the seed picks each day's. */
  windowsPerDay?: number;
  /** Fixed turns per window (2-6); by default the seed picks each window's. */
  turnsPerWindow?: number;
}

/**
 * §9: 7 days, 2-3 windows a day, 2-6 turns a window, the same plan for the same seed. The one week
 * planner: the server runs exactly this plan and the client reads it from the `start` event.
 */
export function planSimulation(seed: number, options: PlanOptions = {}): PlannedWindow[] {
  const rand = seededRandom(seed);
  const plan: PlannedWindow[] = [];
  for (let day = 1; day <= (options.days ?? SIMULATION_DAYS); day++) {
    const windows = options.windowsPerDay ?? randomInt(rand, WINDOWS_PER_DAY.min, WINDOWS_PER_DAY.max);
    for (let window = 1; window <= windows; window++) {
      plan.push({ day, window, turns: options.turnsPerWindow ?? randomInt(rand, TURNS_PER_WINDOW.min, TURNS_PER_WINDOW.max) });
    }
  }
  return plan;
}

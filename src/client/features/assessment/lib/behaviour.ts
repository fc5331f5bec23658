import { behaviourImpact, type BehaviouralEvent } from '@shared/domain/assessment/behaviour-events';
import type { DeviceTier } from '@shared/domain/assessment/response-limits';

/**
 * The pure parts of behaviour tracking (spec §9 Assessment). The browser wiring (pointer listeners,
 * timers, focus events) lives in hooks/use-behaviour-tracking.ts and only calls these functions.
 */

/** Spec §9: the pointer position is sampled every 100 ms. */
export const SAMPLE_INTERVAL_MS = 100;
/** Spec §9: a cursor that stays within 30 px for over 1500 ms is a hesitation. */
export const HESITATION_RADIUS_PX = 30;
export const HESITATION_DWELL_MS = 1500;
/** Spec §9: events older than 30 s are pruned, every 5 s. */
export const EVENT_MAX_AGE_MS = 30_000;
export const PRUNE_INTERVAL_MS = 5_000;

export type Point = { x: number; y: number };
export type Sample = Point & { t: number };

const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
const round3 = (x: number): number => Math.round(x * 1000) / 1000;

// ---------------------------------------------------------------------------------------------
// Device tier
// ---------------------------------------------------------------------------------------------

export type DeviceSignals = {
  /** navigator.hardwareConcurrency, when the browser tells. */
  cores?: number;
  /** navigator.deviceMemory in GB (Chromium only), when the browser tells. */
  memoryGb?: number;
};

/**
 * low: fewer than 4 cores (or under 2 GB of memory); medium: 4 to 7 cores (or under 4 GB);
 * high: 8 cores or more. A browser that reports nothing counts as medium: neither starved nor generous.
 */
export function detectDeviceTier({ cores, memoryGb }: DeviceSignals): DeviceTier {
  const knownCores = typeof cores === 'number' && cores > 0 ? cores : undefined;
  const knownMemory = typeof memoryGb === 'number' && memoryGb > 0 ? memoryGb : undefined;
  if ((knownCores !== undefined && knownCores < 4) || (knownMemory !== undefined && knownMemory < 2)) return 'low';
  if (knownCores === undefined) return knownMemory !== undefined && knownMemory >= 4 ? 'high' : 'medium';
  if (knownCores < 8 || (knownMemory !== undefined && knownMemory < 4)) return 'medium';
  return 'high';
}

// ---------------------------------------------------------------------------------------------
// Hesitation: the cursor dwelling in one place
// ---------------------------------------------------------------------------------------------

export type DwellState = {
  /** Where and when the current dwell began; null before the first sample. */
  anchor: Sample | null;
  /** Whether this dwell was already reported, so one long pause is one hesitation. */
  reported: boolean;
};

export const initialDwell: DwellState = { anchor: null, reported: false };

export type Hesitation = { x: number; y: number; duration_ms: number };

/**
 * Feeds one sample into the dwell detector. A sample more than 30 px from the anchor starts a new
 * dwell; a dwell that lasts over 1500 ms reports one hesitation (at the anchor) and stays quiet
 * until the cursor moves away.
 */
export function stepDwell(state: DwellState, sample: Sample): { state: DwellState; hesitation: Hesitation | null } {
  const { anchor } = state;
  if (!anchor || distance(anchor, sample) > HESITATION_RADIUS_PX || sample.t < anchor.t) {
    return { state: { anchor: sample, reported: false }, hesitation: null };
  }
  const duration = sample.t - anchor.t;
  if (!state.reported && duration > HESITATION_DWELL_MS) {
    return {
      state: { anchor, reported: true },
      hesitation: { x: Math.round(anchor.x), y: Math.round(anchor.y), duration_ms: Math.round(duration) },
    };
  }
  return { state, hesitation: null };
}

// ---------------------------------------------------------------------------------------------
// Click path
// ---------------------------------------------------------------------------------------------

export type ClickPath = { efficiency: number; direct_px: number; path_px: number; points: number };

/**
 * Efficiency of the path the cursor took to a click: straight-line distance from the first to the
 * last point over the distance travelled (1 = straight there). Null when there is no path to judge:
 * fewer than two points or under a pixel of travel (a tap, a keyboard choice, a cursor already there).
 */
export function clickPathEfficiency(points: readonly Point[]): ClickPath | null {
  if (points.length < 2) return null;
  let travelled = 0;
  for (let i = 1; i < points.length; i += 1) travelled += distance(points[i - 1]!, points[i]!);
  if (travelled < 1) return null;
  const direct = distance(points[0]!, points[points.length - 1]!);
  return {
    efficiency: round3(Math.min(1, direct / travelled)),
    direct_px: Math.round(direct),
    path_px: Math.round(travelled),
    points: points.length,
  };
}

// ---------------------------------------------------------------------------------------------
// Focus
// ---------------------------------------------------------------------------------------------

/** A focus_change only when the page's focus actually changed (blur and visibilitychange often fire together). */
export const focusChanged = (wasFocused: boolean, isFocused: boolean): boolean => wasFocused !== isFocused;

// ---------------------------------------------------------------------------------------------
// Events
// ---------------------------------------------------------------------------------------------

type EventInput = Pick<BehaviouralEvent, 'event_type' | 'event_data'>;

/** A behavioural event stamped with its spec §9 confidence impact (the server recomputes it anyway). */
export function makeEvent(input: EventInput, timestampMs: number): BehaviouralEvent {
  return {
    event_type: input.event_type,
    event_data: input.event_data,
    timestamp_ms: Math.max(0, Math.round(timestampMs)),
    confidence_impact: behaviourImpact(input),
  };
}

export const hesitationEvent = (h: Hesitation, at: number) => makeEvent({ event_type: 'hesitation', event_data: h }, at);
export const clickPathEvent = (path: ClickPath, at: number) => makeEvent({ event_type: 'click_path', event_data: path }, at);
export const focusEvent = (focused: boolean, at: number) => makeEvent({ event_type: 'focus_change', event_data: { focused } }, at);

/** Drops events (or samples) older than 30 s. Returns the same array when nothing is dropped. */
export function pruneOld<T extends { timestamp_ms: number } | { t: number }>(items: T[], now: number, maxAgeMs = EVENT_MAX_AGE_MS): T[] {
  const cutoff = now - maxAgeMs;
  const stamp = (item: T) => ('timestamp_ms' in item ? item.timestamp_ms : item.t);
  return items.every((item) => stamp(item) >= cutoff) ? items : items.filter((item) => stamp(item) >= cutoff);
}

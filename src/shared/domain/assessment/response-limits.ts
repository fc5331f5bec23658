import { clamp } from '../../lib/math';

/** Limits of spec §5 / §8.3 / §9 on what one assessment records. */

export const MIN_RESPONSES = 6;
export const REACTION_TIME_CLAMP = [100, 300_000] as const;
/** An answer given faster than this cannot have followed a reading of the options (see docs). */
export const FAST_RESPONSE_MS = 1500;

/** Spec §5: reaction time is clamped to 100..300000 ms. An unmeasurable (NaN) time counts as the floor. */
export const clampReactionTime = (ms: number): number => {
  const [min, max] = REACTION_TIME_CLAMP;
  if (Number.isNaN(ms)) return min;
  return Math.round(clamp(ms, min, max));
};

export type DeviceTier = 'low' | 'medium' | 'high';

/** Spec §5: behavioural events per question are capped at 10 (low or low-end device), 25 (medium), otherwise 50. */
export const behaviourEventCap = (deviceTier: DeviceTier, lowEnd = false): number => {
  if (lowEnd || deviceTier === 'low') return 10;
  return deviceTier === 'medium' ? 25 : 50;
};

/**
 * Keeps at most the cap of events for one question. The most recent ones are kept: the moments just
 * before the answer carry the decision (a hesitation, the final click path), and the client already
 * prunes events older than 30 s.
 */
export const capBehaviouralEvents = <T>(events: readonly T[], deviceTier: DeviceTier, lowEnd = false): T[] => {
  const cap = behaviourEventCap(deviceTier, lowEnd);
  return events.length <= cap ? [...events] : events.slice(events.length - cap);
};

/** Spec §8.3: null when the assessment may complete, otherwise the message to show, word for word. */
export const completionCheck = (responseCount: number): string | null => {
  const n = Number.isFinite(responseCount) ? Math.max(0, Math.floor(responseCount)) : 0;
  if (n === 0) return 'No responses recorded. Please restart and complete the assessment.';
  if (n < MIN_RESPONSES) return `Only ${n} responses recorded. Need at least ${MIN_RESPONSES} to complete assessment.`;
  return null;
};

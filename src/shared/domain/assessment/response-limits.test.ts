import { describe, expect, it } from 'vitest';
import {
  MIN_RESPONSES,
  REACTION_TIME_CLAMP,
  behaviourEventCap,
  capBehaviouralEvents,
  clampReactionTime,
  completionCheck,
} from './response-limits';

describe('limits', () => {
  it('pins the constants', () => {
    expect(MIN_RESPONSES).toBe(6);
    expect(REACTION_TIME_CLAMP).toEqual([100, 300000]);
  });

  it('clamps reaction time to 100..300000 ms', () => {
    expect(clampReactionTime(50)).toBe(100);
    expect(clampReactionTime(100)).toBe(100);
    expect(clampReactionTime(1234.6)).toBe(1235);
    expect(clampReactionTime(300000)).toBe(300000);
    expect(clampReactionTime(300001)).toBe(300000);
    expect(clampReactionTime(-5)).toBe(100);
    expect(clampReactionTime(Number.POSITIVE_INFINITY)).toBe(300000);
    expect(clampReactionTime(Number.NaN)).toBe(100);
  });

  it('caps behavioural events at 10 (low or low-end), 25 (medium), otherwise 50', () => {
    expect(behaviourEventCap('low')).toBe(10);
    expect(behaviourEventCap('medium')).toBe(25);
    expect(behaviourEventCap('high')).toBe(50);
    expect(behaviourEventCap('high', true)).toBe(10);
    expect(behaviourEventCap('medium', true)).toBe(10);
    expect(behaviourEventCap('low', false)).toBe(10);
  });

  it('keeps the most recent events up to the cap', () => {
    const events = Array.from({ length: 60 }, (_, i) => i);
    expect(capBehaviouralEvents(events, 'high')).toHaveLength(50);
    expect(capBehaviouralEvents(events, 'high')[0]).toBe(10);
    expect(capBehaviouralEvents(events, 'medium')).toEqual(events.slice(35));
    expect(capBehaviouralEvents(events, 'low')).toEqual([50, 51, 52, 53, 54, 55, 56, 57, 58, 59]);
    expect(capBehaviouralEvents(events, 'high', true)).toHaveLength(10);
    const few = [1, 2, 3];
    const capped = capBehaviouralEvents(few, 'low');
    expect(capped).toEqual([1, 2, 3]);
    expect(capped).not.toBe(few);
  });

  it('checks completion with the §8.3 messages word for word', () => {
    expect(completionCheck(0)).toBe('No responses recorded. Please restart and complete the assessment.');
    expect(completionCheck(1)).toBe('Only 1 responses recorded. Need at least 6 to complete assessment.');
    expect(completionCheck(5)).toBe('Only 5 responses recorded. Need at least 6 to complete assessment.');
    expect(completionCheck(6)).toBeNull();
    expect(completionCheck(8)).toBeNull();
    expect(completionCheck(-2)).toBe('No responses recorded. Please restart and complete the assessment.');
    expect(completionCheck(Number.NaN)).toBe('No responses recorded. Please restart and complete the assessment.');
  });
});

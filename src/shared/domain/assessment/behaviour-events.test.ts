import { describe, expect, it } from 'vitest';
import { behaviourImpact, eventsOf, type BehaviouralEvent } from './behaviour-events';
import { event } from './test-fixtures';

describe('behavioural events', () => {
  it('scores the spec §9 confidence impacts from type and data', () => {
    expect(behaviourImpact(event('hesitation'))).toBe(-0.03);
    expect(behaviourImpact(event('click_path', { efficiency: 0.81 }))).toBe(0.02);
    expect(behaviourImpact(event('click_path', { efficiency: 0.8 }))).toBe(-0.01);
    expect(behaviourImpact(event('click_path', {}))).toBe(-0.01);
    expect(behaviourImpact(event('focus_change', { focused: true }))).toBe(0.01);
    expect(behaviourImpact(event('focus_change', { focused: false }))).toBe(-0.02);
    expect(behaviourImpact(event('focus_change', { state: 'blur' }))).toBe(-0.02);
    expect(behaviourImpact(event('focus_change', { type: 'focus' }))).toBe(0.01);
    expect(behaviourImpact(event('focus_change', {}))).toBe(0);
  });

  it('ignores a client-sent confidence_impact', () => {
    expect(behaviourImpact({ ...event('hesitation'), confidence_impact: 0.5 } as BehaviouralEvent)).toBe(-0.03);
  });

  it('reads events from an array or { events }, dropping invalid entries', () => {
    const valid = event('hesitation');
    expect(eventsOf([valid, { event_type: 'teleport', timestamp_ms: 1 }, null, 'x'])).toEqual([valid]);
    expect(eventsOf({ events: [valid] })).toEqual([valid]);
    expect(eventsOf(null)).toEqual([]);
    expect(eventsOf({ clicks: 3 })).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { cancelPlan, reschedule } from './plan-change';
import { answerTimes, pickSlot } from './plan-flow';
import { startPlan, waitingFor, type PlanState } from './plan-state';

// Monday 30 November 2026, 09:00 UTC: Paris is UTC+1, New York UTC-5.
const ctx = { now: new Date('2026-11-30T09:00:00Z'), zones: { low: 'Europe/Paris', high: 'America/New_York' } };

/** Both answered with times that meet on Saturday 5 December, 14:00–17:00 UTC. */
function proposed(): PlanState {
  const a = answerTimes(startPlan().state, 'low', 'Saturday afternoon', ctx).state;
  return answerTimes(a, 'high', 'Saturday morning', ctx).state;
}

describe('the date plan flow', () => {
  it('asks both, and claims the free text of each until they answered', () => {
    const { state, effects } = startPlan();
    expect(effects).toEqual([
      { to: 'low', say: 'ask' },
      { to: 'high', say: 'ask' },
    ]);
    expect(waitingFor(state)).toEqual(['low', 'high']);
    const low = answerTimes(state, 'low', 'Thursday after 7 or Saturday afternoon', ctx);
    expect(low.effects).toEqual([{ to: 'low', say: 'got-times' }]);
    expect(waitingFor(low.state)).toEqual(['high']);
    expect(low.state.sides.low.intervals!.length).toBeGreaterThan(0);
  });

  it('asks again, quoting what it could not read, and changes nothing', () => {
    const { state } = startPlan();
    const step = answerTimes(state, 'high', 'banana', ctx);
    expect(step.effects).toEqual([{ to: 'high', say: 'unclear', unclear: ['banana'] }]);
    expect(step.state).toBe(state);
  });

  it('reads each person on their own clock and proposes slots inside both', () => {
    const state = proposed();
    expect(state.status).toBe('proposed');
    expect(state.round).toBe(1);
    expect(state.slots.length).toBeGreaterThan(0);
    for (const slot of state.slots) {
      // Paris afternoon 12:00–17:00Z ∩ New York morning 14:00–17:00Z.
      expect(Date.parse(slot.start)).toBeGreaterThanOrEqual(Date.parse('2026-12-05T14:00:00Z'));
      expect(Date.parse(slot.end)).toBeLessThanOrEqual(Date.parse('2026-12-05T17:00:00Z'));
    }
    expect(waitingFor(state)).toEqual([]);
  });

  it('asks both again when their times do not overlap', () => {
    const a = answerTimes(startPlan().state, 'low', 'Friday evening', ctx).state;
    const step = answerTimes(a, 'high', 'Sunday morning', ctx);
    expect(step.effects.map((e) => [e.to, e.say])).toEqual([
      ['low', 'no-overlap'],
      ['high', 'no-overlap'],
    ]);
    expect(step.state.status).toBe('asking');
    expect(waitingFor(step.state)).toEqual(['low', 'high']);
  });

  it('agrees when both pick the same slot, with the first invitation', () => {
    const one = pickSlot(proposed(), 'low', 1, 0);
    expect(one.effects).toEqual([{ to: 'low', say: 'picked-waiting' }]);
    const two = pickSlot(one.state, 'high', 1, 0);
    expect(two.state.status).toBe('agreed');
    expect(two.state.chosen).toEqual(two.state.slots[0]);
    expect(two.state.sequence).toBe(0);
    expect(two.effects.map((e) => e.say)).toEqual(['agreed', 'agreed']);
  });

  it("offers each the other's pick when they differ, and agrees on the one both tapped", () => {
    const state = proposed();
    expect(state.slots.length).toBeGreaterThanOrEqual(2);
    const differ = pickSlot(pickSlot(state, 'low', 1, 0).state, 'high', 1, 1);
    expect(differ.effects).toEqual([
      { to: 'low', say: 'picks-differ', theirs: [1] },
      { to: 'high', say: 'picks-differ', theirs: [0] },
    ]);
    const agreed = pickSlot(differ.state, 'low', 1, 1);
    expect(agreed.state.status).toBe('agreed');
    expect(agreed.state.chosen).toEqual(state.slots[1]);
  });

  it('"None of these" asks both again; a tap from an older round is stale', () => {
    const none = pickSlot(proposed(), 'high', 1, 'none');
    expect(none.effects).toEqual([
      { to: 'low', say: 'none-fit', by: 'high' },
      { to: 'high', say: 'none-fit', by: 'high' },
    ]);
    expect(waitingFor(none.state)).toEqual(['low', 'high']);
    expect(pickSlot(none.state, 'low', 1, 0).effects).toEqual([{ to: 'low', say: 'stale' }]);
    expect(pickSlot(proposed(), 'low', 0, 0).effects).toEqual([{ to: 'low', say: 'stale' }]);
    expect(pickSlot(proposed(), 'low', 1, 7).effects).toEqual([{ to: 'low', say: 'stale' }]);
  });

  it('reschedule asks again and the next agreement replaces the invitation (sequence + 1)', () => {
    const agreed = pickSlot(pickSlot(proposed(), 'low', 1, 0).state, 'high', 1, 0).state;
    const again = reschedule(agreed, 'high');
    expect(again.effects.map((e) => [e.to, e.say])).toEqual([
      ['low', 'rescheduling'],
      ['high', 'rescheduling'],
    ]);
    expect(again.state).toMatchObject({ status: 'asking', chosen: null, sequence: 0 });
    const a = answerTimes(again.state, 'low', 'Saturday afternoon', ctx).state;
    const p = answerTimes(a, 'high', 'Saturday morning', ctx).state;
    expect(p.round).toBe(2);
    const b = pickSlot(pickSlot(p, 'low', 2, 0).state, 'high', 2, 0).state;
    expect(b).toMatchObject({ status: 'agreed', sequence: 1 });
  });

  it('cancel sends a cancelled invitation only for an agreed date; a block stops a plan silently before that', () => {
    const agreed = pickSlot(pickSlot(proposed(), 'low', 1, 0).state, 'high', 1, 0).state;
    const cancelled = cancelPlan(agreed, 'low');
    expect(cancelled.state).toMatchObject({ status: 'cancelled', sequence: 1 });
    expect(cancelled.effects).toEqual([
      { to: 'low', say: 'cancelled', by: 'low', invitation: true },
      { to: 'high', say: 'cancelled', by: 'low', invitation: true },
    ]);
    expect(cancelPlan(cancelled.state, 'high').effects).toEqual([{ to: 'high', say: 'stale' }]);
    const stopped = cancelPlan(proposed(), null);
    expect(stopped.state.status).toBe('cancelled');
    expect(stopped.effects).toEqual([]);
    expect(cancelPlan(agreed, null).effects.map((e) => e.say)).toEqual(['cancelled', 'cancelled']);
  });
});

import { describe, expect, it } from 'vitest';
import { journeyStepsDone } from './journey-progress';

describe('journeyStepsDone', () => {
  it('ticks only the steps the flow says are complete', () => {
    expect(journeyStepsDone(['landing', 'auth', 'onboarding', 'reveal', 'simulation'])).toEqual([1, 3]);
  });

  it('ticks Connect and Handoff once the person has done them', () => {
    expect(journeyStepsDone(['landing', 'auth', 'onboarding', 'connections', 'reveal', 'simulation', 'handoff'])).toEqual([1, 2, 3, 4]);
  });

  it('ticks nothing while the flow is unknown', () => {
    expect(journeyStepsDone(undefined)).toEqual([]);
    expect(journeyStepsDone(['landing', 'auth'])).toEqual([]);
  });
});

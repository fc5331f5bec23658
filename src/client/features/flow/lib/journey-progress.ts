import type { FlowStep } from '@shared/domain/flow/flow-steps';

/**
 * Which of the five journey steps (1 Onboarding, 2 Connect, 3 Reveal, 4 Handoff, 5 Dashboard)
 * this person has done, from the flow's completed steps. Only done steps get a tick: someone who
 * skipped the platform connections or has no chat connected yet sees those steps unticked, even
 * on a later screen. Dashboard is where the journey ends, never a step to tick.
 */
const JOURNEY_FLOW_STEPS: Record<1 | 2 | 3 | 4, FlowStep> = { 1: 'onboarding', 2: 'connections', 3: 'reveal', 4: 'handoff' };

export function journeyStepsDone(completed: readonly FlowStep[] | undefined): number[] {
  if (!completed) return [];
  return Object.entries(JOURNEY_FLOW_STEPS)
    .filter(([, step]) => completed.includes(step))
    .map(([number]) => Number(number));
}

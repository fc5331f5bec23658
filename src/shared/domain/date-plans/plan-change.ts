// Reschedule and cancel (by either of them), and the stop when one blocked the other.
import { askingAgain, SIDES, type PlanState, type Side, type Step } from './plan-state';

/** Back to asking both for times; the invitation already sent stays until a new one replaces it (same UID). */
export function reschedule(state: PlanState, by: Side): Step {
  if (state.status === 'cancelled') return { state, effects: [{ to: by, say: 'stale' }] };
  return { state: { ...askingAgain(state), chosen: null }, effects: SIDES.map((to) => ({ to, say: 'rescheduling' as const, by })) };
}

/**
 * Called off. An agreed date gets a cancelled invitation (sequence + 1) so calendars drop it.
 * `by` null: the pair was closed (a block); both are told only that the date is off.
 */
export function cancelPlan(state: PlanState, by: Side | null): Step {
  if (state.status === 'cancelled') return { state, effects: by ? [{ to: by, say: 'stale' }] : [] };
  const invitation = state.status === 'agreed' && state.chosen !== null;
  const next: PlanState = { ...state, status: 'cancelled', sequence: invitation ? state.sequence + 1 : state.sequence };
  // A plan stopped by a block before any date was agreed ends silently: nothing was promised yet.
  if (by === null && !invitation) return { state: next, effects: [] };
  return { state: next, effects: SIDES.map((to) => ({ to, say: 'cancelled' as const, by, invitation })) };
}

// The state of a date being planned between two people (issue 32 item 6), as the pure flow sees it.
// The server stores it in date_plans; the flow (plan-flow.ts) decides what changes and who hears what.
import type { Interval } from '../scheduling/intervals';
import type { Slot } from '../scheduling/overlapping-slots';

/** The two people of a pair, named as agent_pairs names them (low_user_id < high_user_id). */
export type Side = 'low' | 'high';
export const SIDES: readonly Side[] = ['low', 'high'];
export const otherSide = (side: Side): Side => (side === 'low' ? 'high' : 'low');

export type PlanStatus = 'asking' | 'proposed' | 'agreed' | 'cancelled';

export interface SideState {
  /** What they said about their times, and what it means in UTC; null until they answered. */
  text: string | null;
  intervals: Interval[] | null;
  /** Indexes into `slots` they tapped in this round. */
  picks: number[];
}

export interface PlanState {
  status: PlanStatus;
  /** Slot proposals so far: buttons carry it, so a tap from an earlier round changes nothing. */
  round: number;
  sides: Record<Side, SideState>;
  slots: Slot[];
  chosen: Slot | null;
  /** The .ics SEQUENCE last sent, -1 before the first invitation. */
  sequence: number;
}

/** What Maya tells one of them; the server words it (each in their own zone). */
export type Effect =
  | { to: Side; say: 'ask' }
  | { to: Side; say: 'unclear'; unclear: string[] }
  | { to: Side; say: 'got-times' }
  | { to: Side; say: 'no-overlap' }
  | { to: Side; say: 'slots' }
  | { to: Side; say: 'picked-waiting' }
  | { to: Side; say: 'picks-differ'; theirs: number[] }
  | { to: Side; say: 'none-fit'; by: Side }
  | { to: Side; say: 'agreed' }
  | { to: Side; say: 'rescheduling'; by: Side }
  | { to: Side; say: 'cancelled'; by: Side | null; invitation: boolean }
  | { to: Side; say: 'stale' };

export interface Step {
  state: PlanState;
  effects: Effect[];
}

const blankSide = (): SideState => ({ text: null, intervals: null, picks: [] });

/** A plan that asks both for their times again, keeping its round and invitation sequence. */
export const askingAgain = (state: PlanState): PlanState => ({
  ...state,
  status: 'asking',
  sides: { low: blankSide(), high: blankSide() },
  slots: [],
});

/** A new plan: both are asked for their times. */
export function startPlan(): Step {
  const state: PlanState = {
    status: 'asking',
    round: 0,
    sides: { low: blankSide(), high: blankSide() },
    slots: [],
    chosen: null,
    sequence: -1,
  };
  return { state, effects: SIDES.map((to) => ({ to, say: 'ask' as const })) };
}

/** Whose free text the plan claims now: each side whose times it is waiting for. */
export const waitingFor = (state: PlanState): Side[] =>
  state.status === 'asking' ? SIDES.filter((s) => state.sides[s].intervals === null) : [];

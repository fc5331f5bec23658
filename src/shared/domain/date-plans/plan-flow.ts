// What happens when one of them answers with times or taps a slot: pure, with the clock given.
import { parseAvailability } from '../scheduling/parse-availability';
import { overlappingSlots } from '../scheduling/overlapping-slots';
import { askingAgain, otherSide, SIDES, type PlanState, type Side, type Step } from './plan-state';

export interface FlowContext {
  now: Date;
  /** Each person's IANA zone (their messenger link's). */
  zones: Record<Side, string>;
}

const both = <T>(f: (to: Side) => T): T[] => SIDES.map(f);

/** A person's times in free text, read on their clock. Nothing understood: they are asked again. */
export function answerTimes(state: PlanState, side: Side, text: string, ctx: FlowContext): Step {
  if (state.status !== 'asking' || state.sides[side].intervals !== null) return { state, effects: [{ to: side, say: 'stale' }] };
  const { intervals, unclear } = parseAvailability(text, { timeZone: ctx.zones[side], now: ctx.now });
  if (intervals.length === 0) return { state, effects: [{ to: side, say: 'unclear', unclear: unclear.map((u) => u.text) }] };
  const answered: PlanState = { ...state, sides: { ...state.sides, [side]: { text, intervals, picks: [] } } };
  const other = answered.sides[otherSide(side)].intervals;
  if (other === null) return { state: answered, effects: [{ to: side, say: 'got-times' }] };
  const slots = overlappingSlots(answered.sides.low.intervals ?? [], answered.sides.high.intervals ?? [], {
    now: ctx.now,
    timeZones: [ctx.zones.low, ctx.zones.high],
  });
  // No time suits both: both are asked again (what they said before is dropped, not merged).
  if (slots.length === 0) return { state: askingAgain(answered), effects: both((to) => ({ to, say: 'no-overlap' })) };
  return {
    state: { ...answered, status: 'proposed', round: state.round + 1, slots },
    effects: both((to) => ({ to, say: 'slots' })),
  };
}

/**
 * A tap on a slot of round `round` ('none': none of these suits them). Picks add up: they agree on
 * the soonest slot both tapped, so after different picks each is offered the other's.
 */
export function pickSlot(state: PlanState, side: Side, round: number, choice: number | 'none'): Step {
  const stale = { state, effects: [{ to: side, say: 'stale' as const }] };
  if (state.status !== 'proposed' || round !== state.round) return stale;
  if (choice === 'none') return { state: askingAgain(state), effects: both((to) => ({ to, say: 'none-fit', by: side })) };
  if (!Number.isInteger(choice) || choice < 0 || choice >= state.slots.length) return stale;
  const mine = [...new Set([...state.sides[side].picks, choice])];
  const next: PlanState = { ...state, sides: { ...state.sides, [side]: { ...state.sides[side], picks: mine } } };
  const theirs = next.sides[otherSide(side)].picks;
  const common = mine.filter((n) => theirs.includes(n)).sort((a, b) => a - b);
  if (common.length > 0) {
    const chosen = state.slots[common[0] as number] ?? null;
    return { state: { ...next, status: 'agreed', chosen, sequence: state.sequence + 1 }, effects: both((to) => ({ to, say: 'agreed' })) };
  }
  if (theirs.length === 0) return { state: next, effects: [{ to: side, say: 'picked-waiting' }] };
  return {
    state: next,
    effects: both((to) => ({ to, say: 'picks-differ', theirs: next.sides[otherSide(to)].picks })),
  };
}

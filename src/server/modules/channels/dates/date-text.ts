import { parseDateCommand, type DateCommand } from '@shared/domain/date-plans/date-commands';
import { cancelPlan, reschedule } from '@shared/domain/date-plans/plan-change';
import { answerTimes } from '@shared/domain/date-plans/plan-flow';
import { waitingFor } from '@shared/domain/date-plans/plan-state';
import { describeSlot } from '@shared/domain/scheduling/describe-slot';
import type { Turn } from '../turn';
import { introducedPairsOf, pairPeople } from './pair-people';
import { chosenOf, livePlansOf, sideOf, stateOf } from './plan-store';
import { runStep, type DatesDeps } from './run-step';
import { startDatePlanning } from './start-planning';

const keyOf = (turn: Turn) => `${turn.link.channel}:${turn.event.updateId}`;

/** The pair a command means: the one whose first name it says, else the newest introduction. */
async function pairFor(m: DatesDeps, userId: string, cmd: DateCommand): Promise<string | null> {
  const pairs = await introducedPairsOf(m.deps.db, userId);
  if (!cmd.withName) return pairs[0]?.id ?? null;
  for (const p of pairs) {
    const people = await pairPeople(m.deps.db, p.id);
    const other = people && (people.people.low.userId === userId ? people.people.high : people.people.low);
    if (other && other.firstName.toLowerCase() === cmd.withName) return p.id;
  }
  return null;
}

async function command(m: DatesDeps, turn: Turn, cmd: DateCommand): Promise<void> {
  const userId = turn.link.userId;
  const pairId = await pairFor(m, userId, cmd);
  if (!pairId) {
    await turn.say("Once you and someone you both approved are introduced, I'll help you find a time to meet.");
    return;
  }
  const live = (await livePlansOf(m.deps.db, userId, turn.now)).find((p) => p.plan.pairId === pairId);
  if (cmd.kind === 'start') {
    const chosen = live && chosenOf(live.plan);
    if (live?.plan.status === 'agreed' && chosen) {
      await turn.say(
        `You already have a date on ${describeSlot(chosen, turn.link.timeZone)}. Say “reschedule” or “cancel the date” to change it.`,
      );
    } else if (live) await turn.say("We're already finding a time. Tell me when suits you, or tap one of the times I sent.");
    else if (!(await startDatePlanning(m, pairId))) await turn.say("I can't plan a date for this introduction any more.");
    return;
  }
  if (!live) {
    await turn.say('There is no date being planned to change. Say “schedule a date” to find a time.');
    return;
  }
  const side = sideOf(live.lowUserId, userId);
  await runStep(m, live.plan.id, (s) => (cmd.kind === 'cancel' ? cancelPlan(s, side) : reschedule(s, side)), keyOf(turn));
}

/**
 * The date conversation's free text (text handler, order 10): "schedule a date", "reschedule",
 * "cancel the date"; and, while a plan waits for this person's times, whatever they write next is
 * their times (read on their clock). Anything else is left to the relay and the companion.
 */
export function dateTextHandler(m: DatesDeps) {
  return async (turn: Turn, text: string): Promise<boolean> => {
    const cmd = parseDateCommand(text);
    if (cmd) {
      await command(m, turn, cmd);
      return true;
    }
    const userId = turn.link.userId;
    // A pair closed by a block no longer claims their words (housekeeping stops its plan).
    const waiting = (await livePlansOf(m.deps.db, userId, turn.now)).find(
      (p) => p.pairStatus === 'introduced' && waitingFor(stateOf(p.plan)).includes(sideOf(p.lowUserId, userId)),
    );
    if (!waiting) return false;
    const side = sideOf(waiting.lowUserId, userId);
    await runStep(m, waiting.plan.id, (s, ctx) => answerTimes(s, side, text, ctx), keyOf(turn));
    return true;
  };
}

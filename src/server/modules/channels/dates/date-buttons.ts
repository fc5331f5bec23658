import { eq } from 'drizzle-orm';
import { agentPairs, datePlans } from '../../../db/schema';
import { parseDateButton } from '@shared/domain/date-plans/date-commands';
import { cancelPlan, reschedule } from '@shared/domain/date-plans/plan-change';
import { pickSlot } from '@shared/domain/date-plans/plan-flow';
import type { Side } from '@shared/domain/date-plans/plan-state';
import type { InboundResult } from '../transport';
import type { Turn } from '../turn';
import { runStep, type DatesDeps } from './run-step';
import { startDatePlanning } from './start-planning';

const GONE = { callbackText: 'That choice is no longer open.' };

/** Which side of the plan's pair the person is, or null when the plan is not theirs. */
async function sideIn(m: DatesDeps, planId: string, userId: string): Promise<Side | null> {
  const [row] = await m.deps.db
    .select({ low: agentPairs.lowUserId, high: agentPairs.highUserId })
    .from(datePlans)
    .innerJoin(agentPairs, eq(agentPairs.id, datePlans.pairId))
    .where(eq(datePlans.id, planId));
  return row?.low === userId ? 'low' : row?.high === userId ? 'high' : null;
}

/** The introduction's "Find a time": either of the pair asks Maya to ask both for times. */
async function startFromIntroduction(m: DatesDeps, turn: Turn, pairId: string): Promise<InboundResult> {
  const [pair] = await m.deps.db
    .select({ low: agentPairs.lowUserId, high: agentPairs.highUserId })
    .from(agentPairs)
    .where(eq(agentPairs.id, pairId));
  if (pair?.low !== turn.link.userId && pair?.high !== turn.link.userId) return GONE;
  const started = await startDatePlanning(m, pairId);
  if (!started) return GONE;
  return { callbackText: started.started ? "I'll ask you both when suits you" : 'Already on it' };
}

/** Taps on 'd:' buttons: a slot (or none of them), and the confirmation's Reschedule and Cancel. */
export function dateButtonHandler(m: DatesDeps) {
  return async (turn: Turn, rest: string): Promise<InboundResult> => {
    const button = parseDateButton(rest);
    if (!button) return GONE;
    if (button.action === 'start') return startFromIntroduction(m, turn, button.pairId);
    const side = await sideIn(m, button.planId, turn.link.userId);
    if (!side) return GONE;
    const effects = await runStep(
      m,
      button.planId,
      (s) =>
        button.action === 'pick'
          ? pickSlot(s, side, button.round, button.choice)
          : button.action === 'cancel'
            ? cancelPlan(s, side)
            : reschedule(s, side),
      `${turn.link.channel}:${turn.event.updateId}`,
    );
    if (effects.length === 0 || effects.some((e) => e.to === side && e.say === 'stale')) return GONE;
    return { callbackText: 'Noted' };
  };
}

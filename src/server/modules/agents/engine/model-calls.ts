import { inArray, sql } from 'drizzle-orm';
import type { Database, Db } from '../../../db/client';
import { agentMembers } from '../../../db/schema';
import { type AiEngine, CircuitOpenError, isRetryable } from '@server/modules/ai';

/**
 * The model is rate-limited or down: the job should be retried later (the queue backs off), and
 * nothing was written. Thrown by runPairWeek.
 */
export class RetryableAgentError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RetryableAgentError';
  }
}

/** A 429, a 5xx, a dropped connection or an open circuit breaker: the model, not the job, failed. */
export const isModelOutage = (err: unknown): boolean => err instanceof CircuitOpenError || isRetryable(err);

/** The engine with its week operations counted (the offline engine's too, so the budget is testable). */
export function countingEngine(ai: AiEngine): { engine: AiEngine; calls: () => number } {
  let calls = 0;
  const engine: AiEngine = {
    ...ai,
    simulateWindow: (input) => {
      calls++;
      return ai.simulateWindow(input);
    },
    concludeSimulation: (input) => {
      calls++;
      return ai.concludeSimulation(input);
    },
  };
  return { engine, calls: () => calls };
}

/** Whether every member has `needed` model calls left on the UTC day `today` (a new day starts at 0). */
export async function withinBudget(db: Database, userIds: string[], today: string, needed: number, limit: number): Promise<boolean> {
  const rows = await db
    .select({ budgetDay: agentMembers.budgetDay, modelCalls: agentMembers.modelCalls })
    .from(agentMembers)
    .where(inArray(agentMembers.userId, userIds));
  return rows.every((r) => (r.budgetDay === today ? r.modelCalls : 0) + needed <= limit);
}

/** Adds `calls` to each member's count for `today`. */
export async function chargeBudget(db: Db, userIds: string[], today: string, calls: number, now: Date): Promise<void> {
  await db
    .insert(agentMembers)
    .values(userIds.map((userId) => ({ userId, budgetDay: today, modelCalls: calls, updatedAt: now })))
    .onConflictDoUpdate({
      target: agentMembers.userId,
      set: {
        modelCalls: sql`case when ${agentMembers.budgetDay} = ${today}::date then ${agentMembers.modelCalls} + ${calls} else ${calls} end`,
        budgetDay: today,
        updatedAt: now,
      },
    });
}

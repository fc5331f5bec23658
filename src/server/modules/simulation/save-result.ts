import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { simulationResults } from '../../db/schema';
import { anecdotesTold } from '@server/modules/ai';
import { recordInteractions } from '@server/modules/conversation';
import { toStorableJson } from '@shared/lib/storable-text';
import { markReason } from '@shared/domain/week/verdict-reasons';
import type { SimulationResult } from '@shared/schemas/simulation';

/**
 * Saves a finished simulation; a failed save is only logged (§8.6). The text comes from personas
 * and a model, so characters PostgreSQL cannot store are cleaned first rather than losing the row.
 */
export async function saveSimulationResult(
  db: Pick<Database, 'transaction'>,
  log: FastifyBaseLogger,
  userId: string,
  unchecked: SimulationResult,
  durationMs: number,
  matchId?: string,
): Promise<string | null> {
  const result = toStorableJson(unchecked);
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(simulationResults)
        .values(resultRow(userId, result, unchecked, durationMs, matchId))
        .returning({ id: simulationResults.id });
      // Issue 14: the simulated week is a 'conversation' interaction (spec §3), stored with the result or not at all.
      await recordInteractions(tx, userId, [
        {
          type: 'conversation',
          content: `A simulated week with ${result.persona_b.name}: ${result.final.decision}, ${result.compatibility_score}%`,
          context: {
            simulationId: row!.id,
            matchId: matchId ?? null,
            matchName: result.persona_b.name,
            decision: result.final.decision,
            compatibilityScore: result.compatibility_score,
            messages: result.transcript.length,
          },
          engagementLevel: null,
          clientId: `simulation-${row!.id}`,
        },
      ]);
      return row!.id;
    });
  } catch (err) {
    log.error({ err }, 'could not save the simulation result');
    return null;
  }
}

function resultRow(userId: string, result: SimulationResult, unchecked: SimulationResult, durationMs: number, matchId?: string) {
  return {
    userId,
    matchId: matchId ?? null,
    matchName: result.persona_b.name,
    decision: result.final.decision,
    reasoning: result.final.why.map(markReason).join('\n'),
    compatibilityScore: result.compatibility_score,
    conversationSummary: result.week_summary,
    messageCount: result.transcript.length,
    simulationDuration: Math.round(durationMs),
    simulationData: {
      user_persona: result.persona_a,
      match_persona: result.persona_b,
      total_messages: result.transcript.length,
      simulation_seed: result.seed,
      final: result.final,
      // Which engine wrote the whole week (issue 43 item 4), and the note the person was shown.
      engine: result.engine ?? null,
      engine_note: result.note ?? null,
      // What the next run leaves out (told-anecdotes.ts).
      anecdotes_told: [...new Set(anecdotesTold(unchecked.transcript, unchecked.persona_a, unchecked.persona_b).map((a) => a.id))],
    },
  };
}

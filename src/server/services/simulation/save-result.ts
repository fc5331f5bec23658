import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { simulationResults } from '../../db/schema';
import { anecdotesTold } from '../ai';
import { toStorableJson } from '../../../shared/domain/storable-text';
import type { SimulationResult } from '../../../shared/schemas/simulation';

/**
 * Saves a finished simulation; a failed save is only logged (§8.6). The text comes from personas
 * and a model, so characters PostgreSQL cannot store are cleaned first rather than losing the row.
 */
export async function saveSimulationResult(db: Database, log: FastifyBaseLogger, userId: string, unchecked: SimulationResult, durationMs: number, matchId?: string): Promise<string | null> {
  const result = toStorableJson(unchecked);
  try {
    const [row] = await db.insert(simulationResults).values({
      userId,
      matchId: matchId ?? null,
      matchName: result.persona_b.name,
      decision: result.final.decision,
      reasoning: result.final.why.join('\n'),
      compatibilityScore: result.compatibility_score,
      conversationSummary: result.week_summary,
      messageCount: result.transcript.length,
      simulationDuration: Math.round(durationMs),
      simulationData: {
        user_persona: result.persona_a, match_persona: result.persona_b, total_messages: result.transcript.length, simulation_seed: result.seed, final: result.final,
        // What the next run leaves out (told-anecdotes.ts).
        anecdotes_told: [...new Set(anecdotesTold(unchecked.transcript, unchecked.persona_a, unchecked.persona_b).map((a) => a.id))],
      },
    }).returning({ id: simulationResults.id });
    return row?.id ?? null;
  } catch (err) {
    log.error({ err }, 'could not save the simulation result');
    return null;
  }
}

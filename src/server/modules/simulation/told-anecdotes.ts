import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { simulationResults } from '../../db/schema';

/** How many of the person's latest weeks (and previews) a new one avoids repeating. */
const REMEMBERED_RUNS = 20;

/**
 * The anecdotes already told in the person's latest simulated conversations (issue 12: none is
 * reused across the person's runs, the preview included). Each saved result keeps the ids it told
 * (save-result.ts); the engine leaves them out of the next run.
 */
export async function anecdotesToldBefore(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ data: simulationResults.simulationData })
    .from(simulationResults)
    .where(eq(simulationResults.userId, userId))
    .orderBy(desc(simulationResults.createdAt))
    .limit(REMEMBERED_RUNS);
  const told = rows.flatMap(({ data }) => (Array.isArray(data.anecdotes_told) ? data.anecdotes_told : []));
  return [...new Set(told.filter((id): id is string => typeof id === 'string'))];
}

import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import type { RunEventLog } from '@server/modules/simulation';
import type { AnomalyReports } from '@server/modules/security';
import type { ExportLimit } from './export-limit';
import { gatherPerson, type GatheredPerson } from './person';
import { personalData, type OutsideDatabaseName } from './personal-data-registry';

/** What the non-SQL stores need to forget a person. */
export type OutsideStores = { runEvents: RunEventLog; exportLimit: ExportLimit; anomalyReports: AnomalyReports };

/** The deletion's work for each store of `outsideDatabase` that holds something per person. */
const outsideSqlErasers: Partial<Record<OutsideDatabaseName, (stores: OutsideStores, person: GatheredPerson) => Promise<void>>> = {
  simulation_run_streams: async ({ runEvents }, person) => {
    for (const runId of person.runIds) await runEvents.forget(runId);
  },
  download_limit: async ({ exportLimit }, person) => exportLimit.forget(person.userId),
  anomaly_report_marks: async ({ anomalyReports }, person) => anomalyReports.forget(person.userId),
};

export type ErasureResult = { erased: false } | { erased: true; deleted: number; anonymised: number };

/**
 * Removes or anonymises every registered row of the person in one transaction, then forgets what
 * the stores outside PostgreSQL keep about them. Deleting the sessions revokes them: the next
 * request with their cookies is signed out.
 * NOTE: idempotent and race-safe: the person's users row is locked first (FOR UPDATE), so a
 * parallel call waits for this one to commit, then finds no one and erases nothing.
 */
export async function erasePersonalData(
  db: Database,
  userId: string,
  stores: OutsideStores,
  log: FastifyBaseLogger,
): Promise<ErasureResult> {
  const done = await db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!locked) return null;
    const person = await gatherPerson(tx, userId);
    let deleted = 0;
    let anonymised = 0;
    // Children before parents: the registry lists parents first.
    for (const entry of [...personalData].reverse()) {
      const where = entry.owned(person);
      if (entry.erase.kind === 'delete') {
        deleted += (
          await tx
            .delete(entry.table)
            .where(where)
            .returning({ one: sql`1` })
        ).length;
      } else {
        anonymised += (
          await tx
            .update(entry.table)
            .set(entry.erase.set)
            .where(where)
            .returning({ one: sql`1` })
        ).length;
      }
    }
    return { person, deleted, anonymised };
  });
  if (!done) return { erased: false };
  for (const [name, erase] of Object.entries(outsideSqlErasers)) {
    // The rows are gone; a store that fails here only keeps what expires by itself within the hour.
    await erase(stores, done.person).catch((err: unknown) =>
      log.error({ err, store: name }, 'could not erase personal data outside the database'),
    );
  }
  return { erased: true, deleted: done.deleted, anonymised: done.anonymised };
}

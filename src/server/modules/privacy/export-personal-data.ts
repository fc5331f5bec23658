import { getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import type { PersonalDataExport } from '@shared/schemas/privacy';
import { gatherPerson } from './person';
import { outsideDatabase, personalData, type RegisteredTable } from './personal-data-registry';

/**
 * Everything the registry lists about one person, read in one repeatable-read transaction so the
 * file is a consistent picture. Rows keep their SQL column names; token hashes are left out.
 */
export async function exportPersonalData(db: Database, userId: string, now = new Date()): Promise<PersonalDataExport> {
  return db.transaction(
    async (tx) => {
      const person = await gatherPerson(tx, userId);
      const tables: Record<string, Record<string, unknown>[]> = {};
      for (const entry of personalData) tables[entry.name] = await exportedRows(tx, entry, person);
      const email = (tables.users?.[0]?.email as string | null | undefined) ?? null;
      return {
        format: 'maya-personal-data/1' as const,
        exported_at: now.toISOString(),
        person: { user_id: userId, email },
        tables,
        outside_database: outsideDatabase.map(({ name, where, in_this_file }) => ({ name, where, in_this_file })),
        left_out: personalData.filter((e) => e.leftOut).map((e) => ({ table: e.name, columns: e.leftOut!.columns, why: e.leftOut!.why })),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function exportedRows(db: Database, entry: RegisteredTable, person: Parameters<RegisteredTable['owned']>[0]) {
  if (entry.exported) return entry.exported(db, person);
  const hidden = new Set(entry.leftOut?.columns ?? []);
  const columns: Record<string, PgColumn> = {};
  for (const column of Object.values(getTableColumns(entry.table)) as PgColumn[]) {
    if (!hidden.has(column.name)) columns[column.name] = column;
  }
  return (await db.select(columns).from(entry.table).where(entry.owned(person))) as Record<string, unknown>[];
}

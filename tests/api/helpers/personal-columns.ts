import { sql } from 'drizzle-orm';
import type { Database } from '../../../src/server/db/client';
import { personalData } from '../../../src/server/modules/privacy/testing';

export const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? result : (result as { rows: T[] }).rows);

type Column = { table: string; column: string; why: string };

/**
 * Every column of the public schema that ties a row to a person, read from information_schema: a
 * foreign key to users or to a registered table, a user_id / *_user_id column, an e-mail or phone column.
 */
export async function personColumns(db: Database): Promise<Column[]> {
  const named = rowsOf<{ table: string; column: string }>(
    await db.execute(sql`
    select table_name as "table", column_name as "column" from information_schema.columns
    where table_schema = 'public'
      and (column_name = 'user_id' or column_name like '%\_user\_id' or column_name ilike '%email%' or column_name ilike '%phone%')`),
  );
  const keys = rowsOf<{ table: string; column: string; target: string }>(
    await db.execute(sql`
    select kcu.table_name as "table", kcu.column_name as "column", ccu.table_name as target
    from information_schema.table_constraints tc
    join information_schema.key_column_usage kcu on kcu.constraint_name = tc.constraint_name and kcu.constraint_schema = tc.constraint_schema
    join information_schema.constraint_column_usage ccu on ccu.constraint_name = tc.constraint_name and ccu.constraint_schema = tc.constraint_schema
    where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = 'public'`),
  );
  const personal = new Set(['users', ...personalData.map((e) => e.name)]);
  const found = new Map<string, Column>();
  for (const c of named) found.set(`${c.table}.${c.column}`, { ...c, why: 'its name says it is a person’s id, e-mail or phone' });
  for (const k of keys) {
    if (personal.has(k.target))
      found.set(`${k.table}.${k.column}`, { table: k.table, column: k.column, why: `a foreign key to ${k.target}` });
  }
  return [...found.values()].sort((a, b) => `${a.table}.${a.column}`.localeCompare(`${b.table}.${b.column}`));
}

/** What is missing from the registry, each with the line to add to it (empty when complete). */
export function unregistered(columns: Column[]): string[] {
  const problems: string[] = [];
  const byTable = new Map<string, Column[]>();
  for (const c of columns) byTable.set(c.table, [...(byTable.get(c.table) ?? []), c]);
  for (const [table, cols] of byTable) {
    const entry = personalData.find((e) => e.name === table);
    const camel = table.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase());
    if (!entry) {
      const direct = cols.find((c) => c.column === 'user_id');
      const parent = cols.find((c) => c.why.startsWith('a foreign key to') && c.column !== 'user_id');
      const line = direct
        ? `byUser(t.${camel}),`
        : parent
          ? `through(t.${camel}, t.${camel}.${parent.column.replace(/_([a-z])/g, (_, ch: string) => ch.toUpperCase())}, t.<parent>.id),`
          : `byEmail(t.${camel}, t.${camel}.<column>),`;
      problems.push(
        `table ${table} holds personal data (${cols.map((c) => `${c.column}: ${c.why}`).join('; ')}) but is not ` +
          `in the personal-data registry. Add one line to personalData in ` +
          `src/server/modules/privacy/personal-data-registry.ts: ${line}`,
      );
      continue;
    }
    for (const c of cols) {
      if (!entry.personColumns.includes(c.column)) {
        problems.push(
          `column ${table}.${c.column} (${c.why}) is not among the registry's person columns of ${table}: ` +
            `add { personColumns: ['${c.column}'] } to its entry in src/server/modules/privacy/personal-data-registry.ts`,
        );
      }
    }
  }
  return problems;
}

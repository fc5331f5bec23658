import { randomUUID } from 'node:crypto';
import { getTableColumns } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../src/server/db/client';
import { agentPairs, users } from '../../../src/server/db/schema';
import { personalData, type RegisteredTable } from '../../../src/server/modules/privacy/testing';

export type SeededPerson = { userId: string; tag: string; email: string; phone: string };
/** A seeded row, keyed by SQL column names, as JSON would carry it. */
export type SeededRow = { table: string; row: Record<string, unknown> };

const json = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

/**
 * Puts one row of `person` into every registered table, generically from the Drizzle schema, so a
 * table added to the registry is seeded (and so exported and erased in the tests) with no new code.
 * Person columns get the person's id, e-mail or phone; a foreign key gets the person's row of that
 * table; every other free field carries the person's tag, so a leftover is easy to find. Columns an
 * anonymised table keeps get tag-free values (they stay after deletion and are not about the person).
 * A table where the person already has their one row (e.g. a profile from signing in) keeps it.
 */
export async function seedPersonalData(db: Database, person: SeededPerson): Promise<SeededRow[]> {
  const seeded = new Map<PgTable, Record<string, unknown>>([[users, { id: person.userId }]]);
  // A row between two people (a pair, a block, a report) names the person first and a stranger second.
  const [stranger] = await db
    .insert(users)
    .values({ issuer: 'https://stranger.example', subject: randomUUID() })
    .returning({ id: users.id });
  const rows: SeededRow[] = [];
  const pending = personalData.filter((e) => e.table !== users);
  while (pending.length) {
    const index = pending.findIndex((e) => ready(e.table, seeded));
    if (index < 0) throw new Error(`cannot order the seeding: ${pending.map((e) => e.name).join(', ')} wait on each other`);
    const [entry] = pending.splice(index, 1);
    const values = rowFor(entry!, person, seeded, stranger!.id);
    const [inserted] = await db.insert(entry!.table).values(values).onConflictDoNothing().returning();
    if (!inserted) continue;
    seeded.set(entry!.table, inserted as Record<string, unknown>);
    rows.push({ table: entry!.name, row: bySqlName(entry!.table, inserted as Record<string, unknown>) });
  }
  return rows;
}

const foreignKeys = (table: PgTable) => getTableConfig(table).foreignKeys.map((fk) => fk.reference());

/** Ready when every registered table it references (other than itself) has been seeded. */
function ready(table: PgTable, seeded: Map<PgTable, unknown>) {
  return foreignKeys(table).every(
    (ref) => ref.foreignTable === table || seeded.has(ref.foreignTable) || !personalData.some((e) => e.table === ref.foreignTable),
  );
}

function rowFor(entry: RegisteredTable, person: SeededPerson, seeded: Map<PgTable, Record<string, unknown>>, stranger: string) {
  const refs = foreignKeys(entry.table);
  const kept = entry.erase.kind === 'anonymise' ? entry.erase.set : null;
  const values: Record<string, unknown> = {};
  let peopleNamed = 0;
  for (const [key, column] of Object.entries(getTableColumns(entry.table)) as [string, PgColumn][]) {
    const ref = refs.find((r) => r.columns.includes(column));
    if (ref?.foreignTable === users && peopleNamed++ > 0) {
      values[key] = stranger;
      continue;
    }
    if (ref) {
      const parent = seeded.get(ref.foreignTable);
      const parentKey = Object.entries(getTableColumns(ref.foreignTable)).find(([, c]) => c === ref.foreignColumns[0])![0];
      if (parent) values[key] = parent[parentKey];
      continue;
    }
    // A generated column (e.g. memory_facts.search_vector) is computed by the database.
    if (column.generated) continue;
    // An anonymised table keeps these columns after deletion: nothing of the person in them.
    const tagged = !kept || key in kept;
    const text = tagged ? `${person.tag}:${entry.name}.${column.name}` : `kept-${column.name}`;
    if (/email/.test(column.name)) values[key] = person.email;
    else if (/phone/.test(column.name)) values[key] = person.phone;
    else if (column.columnType === 'PgJsonb') values[key] = tagged ? { seed: person.tag } : { seed: 'kept' };
    else if (column.hasDefault) continue;
    else if (column.columnType === 'PgText') values[key] = text;
    else if (column.columnType === 'PgUUID') values[key] = randomUUID();
    else if (column.columnType === 'PgInteger') values[key] = 1;
    else if (column.columnType === 'PgSmallInt') values[key] = 30;
    else if (column.columnType === 'PgDoublePrecision') values[key] = 0.5;
    else if (column.columnType === 'PgDateString') values[key] = '1990-01-01';
    else if (column.columnType === 'PgArray') values[key] = [text];
    else if (column.columnType === 'PgReal') values[key] = 0.5;
    else if (column.columnType === 'PgBoolean') values[key] = false;
    else if (column.columnType === 'PgTimestamp') values[key] = new Date();
    else throw new Error(`seedPersonalData: no sample value for ${entry.name}.${column.name} (${column.columnType}); add one`);
  }
  // NOTE: a pair is stored once, ordered (low_user_id < high_user_id).
  if (entry.table === agentPairs && String(values.lowUserId) > String(values.highUserId))
    [values.lowUserId, values.highUserId] = [values.highUserId, values.lowUserId];
  return values;
}

function bySqlName(table: PgTable, row: Record<string, unknown>) {
  const out: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table))) out[column.name] = json(row[key]);
  return out;
}

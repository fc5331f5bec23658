import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { memoryFacts, preferenceModels, socialContexts, users } from '../../db/schema';
import { type Fact, type MemoryQuestion, normalizeSocialContext, slotSearchWords } from '@server/modules/language';
import { normalizePersonality, type CompanionPersonality } from '@shared/domain/companion/personality';
import type { MessageLengthPreference } from '@shared/domain/companion/preferences';
import { PERSONALITY_CATEGORY } from './learning-store';

export type FactSource = { text: string; kind: 'chat' | 'edit'; messageId?: string | null };

const searchTextOf = (f: Fact) => `${slotSearchWords(f.slot)} ${f.value}`.slice(0, 400);

/**
 * Stores facts as the current values of their slots; the previous value of a slot stays as history
 * (superseded_at set) and is never recalled as current. Call inside withPersonLock: the partial
 * unique index (one current value per slot) is the backstop, the lock keeps writes in order.
 * A fact equal to the slot's current value changes nothing.
 */
export async function rememberFacts(tx: Database, userId: string, facts: readonly Fact[], source: FactSource): Promise<Fact[]> {
  if (!facts.length) return [];
  const current = await tx
    .select({ id: memoryFacts.id, slot: memoryFacts.slot, value: memoryFacts.value })
    .from(memoryFacts)
    .where(
      and(
        eq(memoryFacts.userId, userId),
        isNull(memoryFacts.supersededAt),
        inArray(
          memoryFacts.slot,
          facts.map((f) => f.slot),
        ),
      ),
    );
  const changed = facts.filter((f) => current.find((c) => c.slot === f.slot)?.value.toLowerCase() !== f.value.toLowerCase());
  const replaced = current.filter((c) => changed.some((f) => f.slot === c.slot)).map((c) => c.id);
  if (replaced.length)
    await tx
      .update(memoryFacts)
      .set({ supersededAt: sql`now()` })
      .where(inArray(memoryFacts.id, replaced));
  if (changed.length) {
    await tx.insert(memoryFacts).values(
      changed.map((f) => ({
        userId,
        slot: f.slot,
        value: f.value,
        searchText: searchTextOf(f),
        sourceText: source.text.slice(0, 1000),
        sourceKind: source.kind,
        sourceMessageId: source.messageId ?? null,
      })),
    );
  }
  return changed;
}

/** websearch syntax with OR between the words: any word of the message can find a fact. */
export const ftsQueryText = (message: string) => (message.toLowerCase().match(/\p{L}{2,}/gu) ?? []).slice(0, 30).join(' or ');

export interface CompanionRead {
  facts: Fact[];
  personality: CompanionPersonality;
  length: MessageLengthPreference;
  relationshipStage: string;
}

/**
 * The reads a reply needs in ONE prepared statement (one round trip; on PostgreSQL a named
 * statement is planned once per connection: planning the full-text query costs more than running
 * it, 6-15 ms on a loaded machine). Anchored on the person's users row.
 */
function prepareRead(db: Database) {
  // NOTE: not ${users.id}: in a one-table select drizzle writes it unqualified ("id"), which inside a subquery means f.id.
  const person = sql`${sql.placeholder('userId')}::uuid`;
  const asked = sql`f.slot = ${sql.placeholder('asked')}::text`;
  const document = sql`f.search_vector`;
  const query = sql`websearch_to_tsquery('english', ${sql.placeholder('q')}::text)`;
  return db
    .select({
      facts: sql<unknown>`(select coalesce(json_agg(json_build_object('slot', r.slot, 'value', r.value)
                                    order by r.asked desc, r.rank desc, r.created_at desc), '[]'::json)
      from (select f.slot, f.value, f.created_at, ${asked} as asked, ts_rank(${document}, ${query}) as rank
              from ${memoryFacts} f
             where f.user_id = ${person} and f.superseded_at is null and (${sql.placeholder('all')}::boolean or ${asked} or ${document} @@ ${query})
             order by 4 desc, 5 desc, f.created_at desc
             limit ${sql.placeholder('limit')}) r)`,
      personality: sql<unknown>`(select p.preference_data from ${preferenceModels} p
        where p.user_id = ${person} and p.preference_category = ${PERSONALITY_CATEGORY})`,
      length: sql<string | null>`(select p.preference_data->>'message_length_preference' from ${preferenceModels} p
        where p.user_id = ${person} and p.preference_category = 'communication_style')`,
      stage: sql<string | null>`(select s.state->>'relationshipStage' from ${socialContexts} s where s.user_id = ${person})`,
    })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare('companion_read');
}
const preparedReads = new WeakMap<Database, ReturnType<typeof prepareRead>>();
const json = (v: unknown) => (typeof v === 'string' ? (JSON.parse(v) as unknown) : v);

/**
 * Everything a reply needs (this is on the reply's path): the current facts that bear on the
 * message, most relevant first (the slot a question asks about, then full-text matches with
 * PostgreSQL to_tsvector / websearch_to_tsquery, the same on PGlite and PG 15; all of them for
 * 'what do you know about me'), Maya's personality, the preferred length and the stage.
 */
export async function readCompanionState(
  db: Database,
  userId: string,
  message: string,
  question: MemoryQuestion | null,
  limit = 12,
): Promise<CompanionRead> {
  let read = preparedReads.get(db);
  if (!read) preparedReads.set(db, (read = prepareRead(db)));
  // NOTE: a word that is no lexeme of any fact keeps the statement the same when the message has no words.
  const q = ftsQueryText(message) || 'nothing';
  const asked = question && 'slot' in question ? question.slot : '';
  const [row] = await read.execute({ userId, asked, q, all: Boolean(question && 'all' in question), limit });
  const length = row?.length === 'detailed' || row?.length === 'concise' ? row.length : 'balanced';
  return {
    facts: (json(row?.facts) ?? []) as Fact[],
    personality: normalizePersonality(json(row?.personality)),
    length,
    relationshipStage: normalizeSocialContext({ relationshipStage: row?.stage }).relationshipStage,
  };
}

export interface StoredFact {
  id: string;
  slot: string;
  value: string;
  sourceText: string;
  sourceKind: string;
  createdAt: Date;
  supersededAt: Date | null;
}

/** Every fact of the person, current and history, oldest first ('What Maya knows'). */
export function listFacts(db: Database, userId: string): Promise<StoredFact[]> {
  return db
    .select({
      id: memoryFacts.id,
      slot: memoryFacts.slot,
      value: memoryFacts.value,
      sourceText: memoryFacts.sourceText,
      sourceKind: memoryFacts.sourceKind,
      createdAt: memoryFacts.createdAt,
      supersededAt: memoryFacts.supersededAt,
    })
    .from(memoryFacts)
    .where(eq(memoryFacts.userId, userId))
    .orderBy(asc(memoryFacts.createdAt));
}

/** The person corrects a current fact: the new value supersedes it, with 'edit' as its source. */
export async function editFact(tx: Database, userId: string, id: string, value: string): Promise<Fact | null> {
  const [fact] = await tx
    .select({ slot: memoryFacts.slot })
    .from(memoryFacts)
    .where(and(eq(memoryFacts.id, id), eq(memoryFacts.userId, userId), isNull(memoryFacts.supersededAt)));
  if (!fact) return null;
  await rememberFacts(tx, userId, [{ slot: fact.slot, value }], { text: 'Edited by you', kind: 'edit' });
  return { slot: fact.slot, value };
}

/** Deletes a fact and every earlier value of its slot: Maya no longer knows it at all. */
export async function deleteFact(tx: Database, userId: string, id: string): Promise<boolean> {
  const [fact] = await tx
    .select({ slot: memoryFacts.slot })
    .from(memoryFacts)
    .where(and(eq(memoryFacts.id, id), eq(memoryFacts.userId, userId)));
  if (!fact) return false;
  await tx.delete(memoryFacts).where(and(eq(memoryFacts.userId, userId), eq(memoryFacts.slot, fact.slot)));
  return true;
}

/** "forget that I live in Lisbon" in the chat: the slots' current values and their history go, like deleteFact. */
export async function forgetSlots(tx: Database, userId: string, slots: readonly string[]): Promise<void> {
  if (!slots.length) return;
  await tx.delete(memoryFacts).where(and(eq(memoryFacts.userId, userId), inArray(memoryFacts.slot, [...slots])));
}

import { and, asc, eq, inArray, notExists, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import { memberReports, messengerRelays, moderationActions, moderationAppeals, relayScreenDecisions } from '../../db/schema';
import { listSafetyHolds } from '@server/modules/agents';
import { itemKey, type ItemKind, type RawItem } from '@shared/domain/moderation/queue-items';

/**
 * Where the queue's items come from (ADR 055). Each source reads its own open items; the queue merges them oldest
 * first. NOTE: a new kind of automatic flag (e.g. a pause by the safety patterns) is one more entry in
 * QUEUE_SOURCES, with its kind in queue-items.ts and its evidence in evidence.ts.
 */
export interface QueueSource {
  kind: ItemKind;
  open(db: Database): Promise<RawItem[]>;
}

/** Items per source the console shows at once: the oldest. */
const PER_SOURCE = 200;

/** The screen decisions that become a moderator's item: held (flagged), sent anyway, blocked. */
export const FLAG_ACTIONS = ['hold', 'send_anyway', 'block'] as const;

const FLAG_WORDS: Record<(typeof FLAG_ACTIONS)[number], string> = {
  hold: 'held by the screen; the sender was asked to edit, cancel or send anyway',
  send_anyway: 'sent anyway after the screen warned the sender',
  block: 'blocked by the screen and never delivered',
};

const REPORT_WORDS: Record<string, string> = {
  fake_profile: 'a fake profile',
  inappropriate: 'inappropriate messages',
  unsafe: 'feeling unsafe',
  other: 'another reason',
};

/**
 * The message a screen decision is about (ADR 065): a Send anyway takes the sender's held message, so it is the same
 * message as the latest hold before it in that relay; any other decision is its own message.
 */
const messageOfDecision = (d: { id: PgColumn; pairId: PgColumn; senderUserId: PgColumn; decidedAt: PgColumn; action: PgColumn }) =>
  sql<string>`case when ${d.action} = 'send_anyway' then coalesce((select h.id::text from relay_screen_decisions h
    where h.pair_id = ${d.pairId} and h.sender_user_id = ${d.senderUserId} and h.action = 'hold' and h.decided_at <= ${d.decidedAt}
    order by h.decided_at desc limit 1), ${d.id}::text) else ${d.id}::text end`;

/**
 * The message a report is about: the reported member's message sent anyway in that relay, when it is the last one
 * they delivered there ("Does this bother you?" → Report); else none. NOTE: no time is compared with the report's:
 * a report blocks the pair at once, so nothing is delivered after it (and the relay's clock is the messenger's).
 */
const messageOfReport = sql<string | null>`(select coalesce((select h.id::text from relay_screen_decisions h
    where h.pair_id = sa.pair_id and h.sender_user_id = sa.sender_user_id and h.action = 'hold' and h.decided_at <= sa.decided_at
    order by h.decided_at desc limit 1), sa.id::text)
  from relay_screen_decisions sa
  where sa.pair_id = ${memberReports.pairId} and sa.sender_user_id = ${memberReports.reportedUserId} and sa.action = 'send_anyway'
    and not exists (select 1 from relay_screen_decisions later where later.pair_id = sa.pair_id
      and later.sender_user_id = sa.sender_user_id and later.action in ('pass', 'send_anyway') and later.decided_at > sa.decided_at)
  order by sa.decided_at desc limit 1)`;

/** Not yet resolved: no audit row carries the item's key. */
const unresolved = (kind: ItemKind, id: PgColumn) =>
  notExists(sql`(select 1 from ${moderationActions} where ${moderationActions.itemKey} = ${`${kind}:`} || ${id}::text)`);

const reports: QueueSource = {
  kind: 'report',
  async open(db) {
    const rows = await db
      .select({ r: memberReports, message: messageOfReport })
      .from(memberReports)
      .where(and(eq(memberReports.status, 'open'), unresolved('report', memberReports.id)))
      .orderBy(asc(memberReports.createdAt))
      .limit(PER_SOURCE);
    return rows.map(({ r, message }) => ({
      key: itemKey('report', r.id),
      kind: 'report' as const,
      subjectUserId: r.reportedUserId,
      otherUserId: r.reporterUserId,
      pairId: r.pairId,
      reason: `Reported for ${REPORT_WORDS[r.reason] ?? r.reason}${r.note ? `: “${r.note}”` : ''}`,
      createdAt: r.createdAt,
      message,
    }));
  },
};

const automaticFlags: QueueSource = {
  kind: 'flag',
  async open(db) {
    const d = relayScreenDecisions;
    const rows = await db
      .select({ decision: d, low: messengerRelays.lowUserId, high: messengerRelays.highUserId, message: messageOfDecision(d) })
      .from(d)
      .innerJoin(messengerRelays, eq(messengerRelays.pairId, d.pairId))
      .where(and(inArray(d.action, [...FLAG_ACTIONS]), unresolved('flag', d.id)))
      .orderBy(asc(d.decidedAt))
      .limit(PER_SOURCE);
    return rows.map(({ decision, low, high, message }) => ({
      key: itemKey('flag', decision.id),
      kind: 'flag' as const,
      subjectUserId: decision.senderUserId,
      otherUserId: decision.senderUserId === low ? high : low,
      pairId: decision.pairId,
      reason: `Automatic flag: ${decision.kind.replace(/_/g, ' ')} (rule ${decision.rule}), ${FLAG_WORDS[decision.action as keyof typeof FLAG_WORDS]}`,
      createdAt: decision.decidedAt,
      message,
    }));
  },
};

const appeals: QueueSource = {
  kind: 'appeal',
  async open(db) {
    const rows = await db
      .select()
      .from(moderationAppeals)
      .where(unresolved('appeal', moderationAppeals.id))
      .orderBy(asc(moderationAppeals.createdAt))
      .limit(PER_SOURCE);
    return rows.map((a) => ({
      key: itemKey('appeal', a.id),
      kind: 'appeal' as const,
      subjectUserId: a.userId,
      otherUserId: null,
      pairId: null,
      reason: `Appeal: “${a.text}”`,
      createdAt: a.createdAt,
    }));
  },
};

const HOLD_WORDS: Record<string, string> = {
  repeated_flags: 'flagged again and again',
  two_reporters: 'reported by two different members',
  same_opening: 'the same opening sent to many new introductions',
};

/** Members the safety patterns paused from the pool and the relay until a moderator looks (ADR 056). */
const holds: QueueSource = {
  kind: 'hold',
  async open(db) {
    const open = await listSafetyHolds(db, { status: 'open', limit: PER_SOURCE });
    if (!open.length) return [];
    const keys = open.map((h) => itemKey('hold', h.id));
    const resolved = new Set(
      (await db.select({ key: moderationActions.itemKey }).from(moderationActions).where(inArray(moderationActions.itemKey, keys))).map(
        (r) => r.key,
      ),
    );
    return open
      .filter((h) => !resolved.has(itemKey('hold', h.id)))
      .map((h) => ({
        key: itemKey('hold', h.id),
        kind: 'hold' as const,
        subjectUserId: h.userId,
        otherUserId: null,
        pairId: null,
        reason: `Paused automatically: ${HOLD_WORDS[h.reason] ?? h.reason.replace(/_/g, ' ')}${h.detail ? ` (${h.detail})` : ''}`,
        createdAt: h.createdAt,
      }));
  },
};

export const QUEUE_SOURCES: QueueSource[] = [reports, automaticFlags, appeals, holds];

/** Every open item of every source. */
export const openItems = async (db: Database): Promise<RawItem[]> => (await Promise.all(QUEUE_SOURCES.map((s) => s.open(db)))).flat();

/** The open item with this key and every other source about the same message (ADR 065); null when unknown. */
export async function openGroup(db: Database, key: string): Promise<{ item: RawItem; keys: string[] } | null> {
  const open = await openItems(db);
  const item = open.find((i) => i.key === key);
  if (!item) return null;
  const keys = item.message ? open.filter((i) => i.message === item.message).map((i) => i.key) : [key];
  return { item, keys };
}

/**
 * The moderation queue's items, pure (ADR 055): a member's report, an automatic flag (a relay screen decision),
 * an appeal, or a safety hold (the member paused by the patterns over time, ADR 056). Each has one key, and a key
 * is resolved at most once (the audit log's unique item key).
 */
export type ItemKind = 'report' | 'flag' | 'appeal' | 'hold';

export const itemKey = (kind: ItemKind, id: string) => `${kind}:${id}`;

const KEY = /^(report|flag|appeal|hold):([0-9a-f-]{36})$/;

export function parseItemKey(key: string): { kind: ItemKind; id: string } | null {
  const m = KEY.exec(key);
  return m ? { kind: m[1] as ItemKind, id: m[2]! } : null;
}

/** One open item as a source yields it, before its evidence is read. */
export interface RawItem {
  key: string;
  kind: ItemKind;
  /** The member the item is about (reported, flagged, appealing). */
  subjectUserId: string;
  /** The other member of the relay, when there is one (the reporter, the receiver). */
  otherUserId: string | null;
  pairId: string | null;
  /** Plain words: the report's reason and note, the screen's kind and what happened, the appeal. */
  reason: string;
  createdAt: Date;
  /**
   * The one relayed message the item is about, when it is one (ADR 065): a screen's hold, the Send anyway that
   * followed it, and the receiver's report after it name the same message (the hold's decision id).
   */
  message?: string | null;
}

/** One source of a grouped item: a report or an automatic flag of the same message. */
export type ItemSource = Pick<RawItem, 'key' | 'kind' | 'reason' | 'createdAt'>;

/** An item as the console shows it: the oldest source's, with every source about the same message. */
export type GroupedItem = RawItem & { sources: ItemSource[] };

/**
 * Reports and automatic flags of one message become one item with all its sources, oldest first (its key and time
 * the oldest's); an item about no one message stands alone. Acting on any source's key resolves them all (act.ts).
 */
export function groupByMessage(items: readonly RawItem[]): GroupedItem[] {
  const groups = new Map<string, RawItem[]>();
  const alone: GroupedItem[] = [];
  for (const item of oldestFirst([...items])) {
    if (!item.message) alone.push({ ...item, sources: [sourceOf(item)] });
    else groups.set(item.message, [...(groups.get(item.message) ?? []), item]);
  }
  const grouped = [...groups.values()].map((members) => ({ ...members[0]!, sources: members.map(sourceOf) }));
  return oldestFirst([...alone, ...grouped]) as GroupedItem[];
}

const sourceOf = ({ key, kind, reason, createdAt }: RawItem): ItemSource => ({ key, kind, reason, createdAt });

/** Oldest first; the key breaks ties so the order is stable. */
export const oldestFirst = <T extends RawItem>(items: T[]): T[] =>
  [...items].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.key.localeCompare(b.key));

export const MODERATION_ACTIONS = ['dismiss', 'warn', 'suspend', 'ban'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const MAX_SUSPENSION_DAYS = 365;

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
}

/** Oldest first; the key breaks ties so the order is stable. */
export const oldestFirst = (items: RawItem[]) =>
  [...items].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.key.localeCompare(b.key));

export const MODERATION_ACTIONS = ['dismiss', 'warn', 'suspend', 'ban'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const MAX_SUSPENSION_DAYS = 365;

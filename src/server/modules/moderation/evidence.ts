import { and, asc, count, desc, eq, inArray, like } from 'drizzle-orm';
import { firstNameOf } from '@shared/lib/first-name';
import type { Database } from '../../db/client';
import {
  memberReports,
  memberSanctions,
  outbox,
  moderationActions,
  profiles,
  relayHeldMessages,
  relayScreenDecisions,
  users,
} from '../../db/schema';
import { FLAG_ACTIONS } from './queue-sources';
import type { RawItem } from '@shared/domain/moderation/queue-items';

/**
 * The evidence a moderator sees for one item, and no more (issue 42 item 3, ADR 055): the flagged or reported
 * messages of that relay only, the member's history of flags, reports and actions, and the account's age. Members
 * are named by first name; no e-mail, phone, city or profile.
 */
export interface Evidence {
  member: { firstName: string | null; accountAgeDays: number; standing: string | null; suspendedUntil: Date | null };
  other: { firstName: string | null } | null;
  messages: { from: string; text: string; at: Date }[];
  /** Why no message is shown, when none is. */
  messagesNote: string | null;
  history: { flags: number; reports: number; actions: { action: string; reason: string; at: Date }[] };
}

const MESSAGES_SHOWN = 20;
const DAY_MS = 86_400_000;

async function firstName(db: Database, userId: string) {
  const [row] = await db.select({ name: profiles.displayName }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return firstNameOf(row?.name ?? null);
}

/** Relayed messages kept in the recipient's outbox (relay-pass-on.ts: "<first name>: <text>"), this relay only. */
async function relayedTo(db: Database, recipientId: string, pairId: string, keyPart = '') {
  const rows = await db
    .select({ text: outbox.text, at: outbox.createdAt })
    .from(outbox)
    .where(and(eq(outbox.kind, 'chat'), eq(outbox.userId, recipientId), like(outbox.dedupeKey, `relay:${pairId}:${keyPart}%`)))
    .orderBy(desc(outbox.id))
    .limit(MESSAGES_SHOWN);
  return rows.reverse().map((r) => {
    const [from, ...rest] = r.text.split(': ');
    const text = rest.join(': ').split('\n\n')[0] ?? '';
    return { from: from ?? '', text, at: r.at };
  });
}

const NO_RELAY_NOTE: Record<RawItem['kind'], string | null> = {
  appeal: null,
  hold: 'Paused by the safety patterns: the flags and reports behind it are counted in the history below.',
  report: 'No relay: nothing to show.',
  flag: 'No relay: nothing to show.',
};

async function itemMessages(db: Database, item: RawItem): Promise<Pick<Evidence, 'messages' | 'messagesNote'>> {
  if (!item.pairId || !item.otherUserId) return { messages: [], messagesNote: NO_RELAY_NOTE[item.kind] };
  if (item.kind === 'report') {
    // The reporter's side of that relay: what the reported member sent them (the reporter consented by reporting).
    const messages = await relayedTo(db, item.otherUserId, item.pairId);
    return { messages, messagesNote: messages.length ? null : 'No relayed messages are kept for this relay.' };
  }
  const [decision] = await db
    .select({ action: relayScreenDecisions.action })
    .from(relayScreenDecisions)
    .where(eq(relayScreenDecisions.id, item.key.slice('flag:'.length)))
    .limit(1);
  if (decision?.action === 'block') return { messages: [], messagesNote: 'Blocked before delivery: the text was never kept.' };
  if (decision?.action === 'hold') {
    const [held] = await db
      .select()
      .from(relayHeldMessages)
      .where(and(eq(relayHeldMessages.pairId, item.pairId), eq(relayHeldMessages.senderUserId, item.subjectUserId)))
      .limit(1);
    const from = (await firstName(db, item.subjectUserId)) ?? 'Sender';
    return held
      ? { messages: [{ from, text: held.text, at: held.heldAt }], messagesNote: null }
      : { messages: [], messagesNote: 'No longer held: the sender edited, cancelled or sent it (see their other flags).' };
  }
  const messages = await relayedTo(db, item.otherUserId, item.pairId, 'held:');
  return { messages, messagesNote: messages.length ? null : 'The message sent anyway is no longer kept.' };
}

async function history(db: Database, userId: string): Promise<Evidence['history']> {
  const d = relayScreenDecisions;
  const [[flags], [reports], actions] = await Promise.all([
    db
      .select({ n: count() })
      .from(d)
      .where(and(eq(d.senderUserId, userId), inArray(d.action, [...FLAG_ACTIONS]))),
    db.select({ n: count() }).from(memberReports).where(eq(memberReports.reportedUserId, userId)),
    db
      .select({ action: moderationActions.action, reason: moderationActions.reason, at: moderationActions.createdAt })
      .from(moderationActions)
      .where(eq(moderationActions.subjectUserId, userId))
      .orderBy(asc(moderationActions.createdAt)),
  ]);
  return { flags: Number(flags?.n ?? 0), reports: Number(reports?.n ?? 0), actions };
}

export async function evidenceFor(db: Database, item: RawItem, now: Date): Promise<Evidence> {
  const [[account], [sanction]] = await Promise.all([
    db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, item.subjectUserId)).limit(1),
    db.select().from(memberSanctions).where(eq(memberSanctions.userId, item.subjectUserId)).limit(1),
  ]);
  return {
    member: {
      firstName: await firstName(db, item.subjectUserId),
      accountAgeDays: account ? Math.floor((now.getTime() - account.createdAt.getTime()) / DAY_MS) : 0,
      standing: sanction?.state ?? null,
      suspendedUntil: sanction?.suspendedUntil ?? null,
    },
    other: item.otherUserId ? { firstName: await firstName(db, item.otherUserId) } : null,
    ...(await itemMessages(db, item)),
    history: await history(db, item.subjectUserId),
  };
}

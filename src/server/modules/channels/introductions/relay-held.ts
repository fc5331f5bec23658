import { and, desc, eq, like } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { outbox, relayHeldMessages, relayScreenDecisions } from '../../../db/schema';
import type { Turn } from '../turn';
import type { RelayModelOutcome } from './relay-model';
import type { MyRelay } from './relay-store';

/** paused: the sender is on a safety hold; limit: a new member's hourly limit (ADR 056). */
export type ScreenAction = 'pass' | 'block' | 'hold' | 'send_anyway' | 'edit' | 'cancel' | 'paused' | 'limit';
export type HeldMessage = typeof relayHeldMessages.$inferSelect;

const h = relayHeldMessages;
const heldBy = (relay: MyRelay, senderId: string) => and(eq(h.pairId, relay.pairId), eq(h.senderUserId, senderId));

/**
 * One screen decision, or what the sender did with a held message: logged and counted, never with the text.
 * `model`: what the model's label did (relay-model.ts), when one was asked.
 */
export async function recordDecision(
  turn: Turn,
  relay: MyRelay,
  decision: { kind: string; rule: string; action: ScreenAction; model?: RelayModelOutcome | null },
) {
  await turn.deps.db
    .insert(relayScreenDecisions)
    .values({ pairId: relay.pairId, senderUserId: turn.link.userId, ...decision, decidedAt: turn.now });
  turn.deps.log.info({ pairId: relay.pairId, senderId: turn.link.userId, ...decision }, 'relay screen decision');
}

/** Holds the sender's message (a later held message of theirs in this relay replaces an earlier one). */
export async function holdMessage(
  db: Database,
  relay: MyRelay,
  senderId: string,
  held: { text: string; kind: string; rule: string },
  now: Date,
) {
  await db
    .insert(h)
    .values({ pairId: relay.pairId, senderUserId: senderId, ...held, heldAt: now })
    .onConflictDoUpdate({ target: [h.pairId, h.senderUserId], set: { ...held, editing: false, heldAt: now } });
}

export async function heldMessageOf(db: Database, relay: MyRelay, senderId: string): Promise<HeldMessage | null> {
  const [row] = await db.select().from(h).where(heldBy(relay, senderId)).limit(1);
  return row ?? null;
}

/** Takes the held message out (Send anyway, Cancel, or the edit that replaces it); null when none was held. */
export async function takeHeldMessage(db: Database, relay: MyRelay, senderId: string): Promise<HeldMessage | null> {
  const [row] = await db.delete(h).where(heldBy(relay, senderId)).returning();
  return row ?? null;
}

export async function startEditing(db: Database, relay: MyRelay, senderId: string): Promise<boolean> {
  const rows = await db.update(h).set({ editing: true }).where(heldBy(relay, senderId)).returning({ pairId: h.pairId });
  return rows.length > 0;
}

/**
 * The sender's last few messages relayed in this pair, oldest first, for the screen's context (a story told in
 * one message, the money asked for in the next). Read back from the receiver's outbox: no text is kept for it.
 */
export async function recentRelayed(db: Database, relay: MyRelay, senderName: string): Promise<string[]> {
  const rows = await db
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.userId, relay.otherId), like(outbox.dedupeKey, `relay:${relay.pairId}:%`)))
    .orderBy(desc(outbox.id))
    .limit(3);
  const prefix = `${senderName}: `;
  return rows
    .map((r) => r.text)
    .filter((t) => t.startsWith(prefix))
    .map((t) => t.slice(prefix.length).split('\n\n')[0]!)
    .reverse();
}

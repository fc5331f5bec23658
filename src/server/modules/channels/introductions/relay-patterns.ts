import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { relayOpenings, relayScreenDecisions, users } from '../../../db/schema';
import { openHoldsOf, reviewPatterns } from '@server/modules/agents';
import { NEW_MEMBER_LIMIT, PAUSED_FOR_REVIEW, openingHash, withinNewMemberRate } from '@server/modules/safety';
import type { Turn } from '../turn';
import { recordDecision } from './relay-held';
import type { MyRelay } from './relay-store';

const HOUR_MS = 3_600_000;
/** What counts toward a new member's hourly limit: messages that went to the other person. */
const DELIVERED = ['pass', 'send_anyway'];

async function joinedAt(db: Database, userId: string): Promise<Date> {
  const [row] = await db.select({ at: users.createdAt }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.at ?? new Date(0);
}

/** The sender's messages relayed in the hour before `now`, and the oldest one's time (when the next may go). */
async function lastHour(db: Database, userId: string, now: Date) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${relayScreenDecisions.decidedAt})` })
    .from(relayScreenDecisions)
    .where(
      and(
        eq(relayScreenDecisions.senderUserId, userId),
        inArray(relayScreenDecisions.action, DELIVERED),
        gt(relayScreenDecisions.decidedAt, new Date(now.getTime() - HOUR_MS)),
      ),
    );
  return { n: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : now };
}

/**
 * Before the screen (ADR 056): a member on a safety hold, or a new member at the hourly limit, relays nothing and is
 * told why in plain words. Each refusal is a logged decision (kind none, rule hold.<reason> or rate.new_member).
 * Returns true when the message stops here.
 */
export async function stoppedBeforeScreen(turn: Turn, relay: MyRelay): Promise<boolean> {
  const { db } = turn.deps;
  const senderId = turn.link.userId;
  const holds = await openHoldsOf(db, senderId);
  if (holds.length) {
    await recordDecision(turn, relay, { kind: 'none', rule: `hold.${holds[0]}`, action: 'paused' });
    await turn.say(PAUSED_FOR_REVIEW);
    return true;
  }
  const recent = await lastHour(db, senderId, turn.now);
  if (withinNewMemberRate(await joinedAt(db, senderId), turn.now, recent.n)) return false;
  await recordDecision(turn, relay, { kind: 'none', rule: 'rate.new_member', action: 'limit' });
  const minutes = Math.max(1, Math.ceil((recent.oldest.getTime() + HOUR_MS - turn.now.getTime()) / 60_000));
  await turn.say(NEW_MEMBER_LIMIT(minutes));
  return true;
}

/**
 * Keeps the hash of the sender's first message in this relay (never the text; a later message changes nothing),
 * then looks at their patterns. Called for every message the screen judged, so a flagged opening counts too.
 */
export async function notePatterns(turn: Turn, relay: MyRelay, text: string, flagged: boolean) {
  const { db } = turn.deps;
  const senderId = turn.link.userId;
  const hash = openingHash(text);
  const opened = hash
    ? await db
        .insert(relayOpenings)
        .values({ pairId: relay.pairId, senderUserId: senderId, textHash: hash, sentAt: turn.now })
        .onConflictDoNothing()
        .returning({ pairId: relayOpenings.pairId })
    : [];
  if (!flagged && !opened.length) return;
  const reasons = await reviewPatterns(db, senderId, turn.now);
  if (reasons.length) turn.deps.log.info({ senderId, reasons }, 'safety hold opened');
}

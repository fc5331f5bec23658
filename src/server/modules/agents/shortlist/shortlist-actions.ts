import { reviewPatterns } from '../safety-holds/safety-holds';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { agentPairs, memberBlocks, memberReports } from '../../../db/schema';
import type { OutcomeSource, PassReason } from '@shared/domain/outcomes/outcome-kinds';
import type { ProposalCard, ProposalDecision, ReportRequest } from '@shared/schemas/shortlist';
import { givePassReason, recordOutcome } from '@server/modules/outcomes';
import { otherOf, proposalFor, shownPair } from './shortlist-store';

export type DecisionOutcome = { kind: 'not_found' } | { kind: 'expired' } | { kind: 'shown'; card: ProposalCard };

/** Where the decision was made, and a pass's optional reason (issue 41 item 1). */
export type DecisionOptions = { source?: OutcomeSource; reason?: PassReason };

/**
 * The member approves or passes, in ONE conditional UPDATE: only their own column, only while the
 * pair is open (proposed, or passed by the other, which stays unsaid), not expired and not yet
 * decided by them. A second tap matches nothing and answers the current view.
 * NOTE: SET reads the row as it was before this statement, and on PostgreSQL a parallel UPDATE of
 * the same row waits for this one, then re-checks the WHERE and recomputes SET on the new row: so
 * when both approve at once, exactly one statement sees the other's approval and introduces them.
 * The decision that moved the pair is saved as an outcome in the same transaction (the ranker's data);
 * a pass's reason is saved once, with the pass or after it (a second reason changes nothing).
 */
export async function decide(
  db: Database,
  userId: string,
  pairId: string,
  decision: ProposalDecision,
  now = new Date(),
  { source = 'web', reason }: DecisionOptions = {},
): Promise<DecisionOutcome> {
  const isLow = sql`${agentPairs.lowUserId} = ${userId}`;
  const mine = sql`${decision}::text`;
  const otherDecision = sql`(case when ${isLow} then ${agentPairs.highDecision} else ${agentPairs.lowDecision} end)`;
  const completes = sql`(${mine} = 'approve' and ${agentPairs.status} = 'proposed' and ${otherDecision} = 'approve')`;
  const decided = await db.transaction(async (tx) => {
    const moved = await tx
      .update(agentPairs)
      .set({
        lowDecision: sql`case when ${isLow} then ${mine} else ${agentPairs.lowDecision} end`,
        highDecision: sql`case when ${isLow} then ${agentPairs.highDecision} else ${mine} end`,
        status: sql`case when ${mine} = 'pass' then 'passed' when ${completes} then 'introduced' else ${agentPairs.status} end`,
        introducedAt: sql`case when ${completes} then ${now.toISOString()}::timestamptz else ${agentPairs.introducedAt} end`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(agentPairs.id, pairId),
          or(
            and(eq(agentPairs.lowUserId, userId), isNull(agentPairs.lowDecision)),
            and(eq(agentPairs.highUserId, userId), isNull(agentPairs.highDecision)),
          ),
          inArray(agentPairs.status, ['proposed', 'passed']),
          sql`(${agentPairs.expiresAt} is null or ${agentPairs.expiresAt} > ${now.toISOString()}::timestamptz)`,
        ),
      )
      .returning({ id: agentPairs.id });
    if (moved.length)
      await recordOutcome(tx, { userId, pairId, kind: decision, answer: decision === 'pass' ? reason : null, source, at: now });
    return moved.length > 0;
  });
  let card = await proposalFor(db, userId, pairId, now);
  if (!card) return { kind: 'not_found' };
  if (!decided && reason && decision === 'pass' && card.myDecision === 'pass' && card.myReason === null) {
    await givePassReason(db, userId, pairId, reason, source, now);
    card = (await proposalFor(db, userId, pairId, now)) ?? card;
  }
  return card.state === 'expired' ? { kind: 'expired' } : { kind: 'shown', card };
}

/** Records the block and closes the pair between the two (hidden from both for good). */
async function blockBetween(db: Database, blocker: string, blocked: string) {
  await db.insert(memberBlocks).values({ blockerUserId: blocker, blockedUserId: blocked }).onConflictDoNothing();
  const [low, high] = blocker < blocked ? [blocker, blocked] : [blocked, blocker];
  await db
    .update(agentPairs)
    .set({ status: 'closed', updatedAt: sql`now()` })
    .where(and(eq(agentPairs.lowUserId, low), eq(agentPairs.highUserId, high)));
}

/** Blocks the other member of one of the member's proposals; false when it is not theirs. */
export async function blockProposal(db: Database, userId: string, pairId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const pair = await shownPair(tx, userId, pairId);
    if (!pair) return false;
    await blockBetween(tx, userId, otherOf(pair, userId));
    return true;
  });
}

/**
 * Reports the other member of one of the member's proposals (and blocks them if asked); false when it
 * is not theirs. `noteRequestedAt`: the messaging app asked why, and the answer will be the note.
 */
export async function reportProposal(
  db: Database,
  userId: string,
  pairId: string,
  report: ReportRequest,
  noteRequestedAt: Date | null = null,
): Promise<boolean> {
  const reported = await db.transaction(async (tx) => {
    const pair = await shownPair(tx, userId, pairId);
    if (!pair) return null;
    const other = otherOf(pair, userId);
    await tx.insert(memberReports).values({
      reporterUserId: userId,
      reportedUserId: other,
      pairId,
      reason: report.reason,
      note: report.note?.trim() ?? '',
      noteRequestedAt,
    });
    if (report.block) await blockBetween(tx, userId, other);
    return other;
  });
  if (!reported) return false;
  // After the commit, so the report just made is counted: a second reporter pauses the member (ADR 056).
  await reviewPatterns(db, reported);
  return true;
}

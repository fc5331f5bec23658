import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { messengerInbox } from '../../../db/schema';
import type { ClaimedUpdate } from './claim-updates';

const i = messengerInbox;

/** A tap's answer as the row records it (answer-tap.ts); empty when there was no tap to answer. */
type AnswerColumns = { answeredAt?: Date; answer?: string | null };

/**
 * Each outcome is written only while the row is still this worker's claim: pending, with the
 * attempt count the claim gave it. A worker whose lease ended and was taken over writes nothing
 * (false): the update is the other worker's now.
 */
const stillMine = (row: ClaimedUpdate) => and(eq(i.id, row.id), eq(i.status, 'pending'), eq(i.attempts, row.attempts));

async function finish(db: Database, row: ClaimedUpdate, values: Partial<typeof i.$inferInsert>): Promise<boolean> {
  const [mine] = await db.update(i).set(values).where(stillMine(row)).returning({ id: i.id });
  return Boolean(mine);
}

/**
 * What a worked row keeps of the chat: nothing (it stays only to dedupe the provider's retries),
 * except on the dev chat, whose address is the person's own id and whose page reads the taps' answers.
 */
const workedAddress = (row: ClaimedUpdate) => (row.channel === 'dev' ? row.address : '');

/** Worked: what the person wrote, and the chat's number or id, are erased. */
export const markDone = (db: Database, row: ClaimedUpdate, now: Date, answered: AnswerColumns) =>
  finish(db, row, { status: 'done', doneAt: now, event: null, address: workedAddress(row), lastError: null, ...answered });

/** Failed this time: claimable again after the backoff, still before the chat's later updates. */
export const markRetry = (db: Database, row: ClaimedUpdate, retryAt: Date, error: string, answered: AnswerColumns) =>
  finish(db, row, { nextAttemptAt: retryAt, lastError: error, ...answered });

/** Given up: the chat's later updates go on; the event is erased as for a worked one. */
export const markFailed = (db: Database, row: ClaimedUpdate, error: string, answered: AnswerColumns) =>
  finish(db, row, { status: 'failed', event: null, address: workedAddress(row), lastError: error, ...answered });

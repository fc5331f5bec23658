import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { outbox } from '../../../db/schema';
import type { MessagingService } from '../twilio/messaging-service';
import { connectionStatus, findConnection } from './phone-connections';

/** Test messages a person may send to their own number in an hour (each one reaches a real phone and costs a send). */
export const TEST_MESSAGES_PER_HOUR = 3;

const TEST_MESSAGE_TEXT = "This is a test from Maya. You're connected! Reply PAUSE, RESUME or STATUS any time.";

export type TestMessageOutcome =
  | { kind: 'sent' }
  | { kind: 'not_connected' }
  /** TEST_MESSAGES_PER_HOUR already sent (or tried) this hour. */
  | { kind: 'limited' }
  /** Another test message of this person is being sent right now. */
  | { kind: 'busy' }
  | { kind: 'send_failed'; error: unknown };

// Advisory lock namespace (the first key of the two-key form); opt-in.ts uses 0x6f70_7401/02.
const TEST_MESSAGE_LOCK = 0x6f70_7403;

/**
 * send_test_message (§7.1), at most TEST_MESSAGES_PER_HOUR per person, counted from the outbox
 * copies like the opt-in's limit. The count and the send happen in one transaction holding a
 * try-lock on the person, so a burst cannot slip past the count; a failed send counts too.
 */
export async function sendTestMessage(db: Database, messaging: MessagingService, userId: string): Promise<TestMessageOutcome> {
  const connection = await findConnection(db, userId);
  if (!connection || connectionStatus(connection) !== 'connected') return { kind: 'not_connected' };
  return db.transaction(async (tx) => {
    if (!(await tryLockPerson(tx, userId))) return { kind: 'busy' };
    if ((await sentThisHour(tx, userId)) >= TEST_MESSAGES_PER_HOUR) return { kind: 'limited' };
    try {
      await messaging.send({ to: connection.phone, channel: 'whatsapp', userId, purpose: 'test', body: TEST_MESSAGE_TEXT }, tx);
    } catch (error) {
      return { kind: 'send_failed', error };
    }
    return { kind: 'sent' };
  });
}

async function tryLockPerson(tx: Transaction, userId: string) {
  const [row] = await tx
    .select({ locked: sql<boolean>`pg_try_advisory_xact_lock(${TEST_MESSAGE_LOCK}, hashtext(${userId}))` })
    .from(sql`(select 1) as one`);
  return Boolean(row?.locked);
}

async function sentThisHour(tx: Transaction, userId: string) {
  const [row] = await tx
    .select({ count: sql<number>`count(*)` })
    .from(outbox)
    .where(
      and(
        eq(outbox.userId, userId),
        eq(outbox.kind, 'message'),
        sql`${outbox.payload}->>'purpose' = 'test'`,
        gt(outbox.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return Number(row?.count ?? 0);
}

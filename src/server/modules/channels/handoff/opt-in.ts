import { and, eq, gt, or, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../../db/client';
import { outbox } from '../../../db/schema';
import { OPT_IN_LIMIT_PER_NUMBER, OPT_IN_LIMIT_PER_PERSON, optInMessage } from '@shared/domain/handoff/phone';
import type { MessagingService } from '../twilio/messaging-service';
import { isNumberTakenByOther, isUniqueViolation, replyCode, saveVerificationSent } from './phone-connections';
import { isBannedPhone } from '../../../db/ban-list';

export type OptInOutcome =
  | { kind: 'sent' }
  /** The number is connected to someone else. */
  | { kind: 'taken' }
  /** The number is a banned member's (ADR 065). */
  | { kind: 'banned' }
  /** Over the hourly limit for this person or this number. */
  | { kind: 'limited' }
  /** Another opt-in for this person or this number is being sent right now. */
  | { kind: 'busy' }
  | { kind: 'send_failed'; error: unknown };

// Advisory lock namespaces (the first key of the two-key form), one per thing an opt-in locks.
const PERSON_LOCK = 0x6f70_7401;
const NUMBER_LOCK = 0x6f70_7402;

/**
 * send_opt_in (§7.1), at most OPT_IN_LIMIT_PER_PERSON per person and OPT_IN_LIMIT_PER_NUMBER per
 * number an hour, counted from the outbox copies (which carry user_id and purpose).
 *
 * Race-safe: the count, the send and its outbox copy happen in one transaction holding advisory
 * locks on the person and the number, so the next request counts after this one's copy commits.
 * NOTE: the locks are *try*-locks: a concurrent request is refused ('busy') at once instead of
 * waiting, so a burst of requests cannot hold the pool's connections while a provider call runs.
 * A failed send is committed too: it counts, so a bad number cannot be retried without limit.
 */
export async function sendOptIn(
  db: Database,
  messaging: MessagingService,
  request: { userId: string; phone: string; codeKey: string; now?: Date },
): Promise<OptInOutcome> {
  const { userId, phone, codeKey } = request;
  const sentAt = request.now ?? new Date();
  try {
    return await db.transaction(async (tx) => {
      if (!(await tryLockPersonAndNumber(tx, userId, phone))) return { kind: 'busy' };
      if (await isBannedPhone(tx, phone)) return { kind: 'banned' };
      if (await isNumberTakenByOther(tx, userId, phone)) return { kind: 'taken' };
      if (await overLimit(tx, userId, phone)) return { kind: 'limited' };
      const body = optInMessage(replyCode(codeKey, { userId, phone, sentAt }));
      try {
        await messaging.send({ to: phone, channel: 'whatsapp', body, userId, purpose: 'opt_in' }, tx);
      } catch (error) {
        return { kind: 'send_failed', error };
      }
      await saveVerificationSent(tx, { userId, phone, sentAt, simulated: messaging.kind === 'outbox' });
      return { kind: 'sent' };
    });
  } catch (err) {
    // Only reachable if a connection of the number committed between the check and the save.
    if (isUniqueViolation(err)) return { kind: 'taken' };
    throw err;
  }
}

async function tryLockPersonAndNumber(tx: Transaction, userId: string, phone: string) {
  const [row] = await tx
    .select({
      person: sql<boolean>`pg_try_advisory_xact_lock(${PERSON_LOCK}, hashtext(${userId}))`,
      number: sql<boolean>`pg_try_advisory_xact_lock(${NUMBER_LOCK}, hashtext(${phone}))`,
    })
    .from(sql`(select 1) as one`);
  return Boolean(row?.person && row.number);
}

async function overLimit(tx: Database, userId: string, phone: string) {
  const [counts] = await tx
    .select({
      person: sql<number>`count(*) filter (where ${outbox.userId} = ${userId})`,
      number: sql<number>`count(*) filter (where ${outbox.address} = ${phone})`,
    })
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, 'message'),
        sql`${outbox.payload}->>'purpose' = 'opt_in'`,
        gt(outbox.createdAt, sql`now() - interval '1 hour'`),
        or(eq(outbox.userId, userId), eq(outbox.address, phone)),
      ),
    );
  return Number(counts?.person ?? 0) >= OPT_IN_LIMIT_PER_PERSON || Number(counts?.number ?? 0) >= OPT_IN_LIMIT_PER_NUMBER;
}

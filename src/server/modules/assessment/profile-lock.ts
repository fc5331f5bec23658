import { eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { users } from '../../db/schema';

/**
 * Takes the person's profile lock for the rest of the transaction: their users row, FOR NO KEY
 * UPDATE. Every write of a person's profile takes it first (an assessment's completion, a follow-up
 * answer or stop), so they run one at a time: a follow-up answer never scores onto a profile that a
 * retake has just replaced, and two parallel answers never both take one position. It does not block
 * rows that merely reference the person (FOR KEY SHARE); the account's deletion (FOR UPDATE) waits
 * for it, and it for the deletion. False when the person no longer exists.
 */
export async function lockProfileOf(tx: Transaction, userId: string): Promise<boolean> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
  return row !== undefined;
}

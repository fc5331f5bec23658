import { eq } from 'drizzle-orm';
import { isSanctionedNow } from '@shared/domain/moderation/sanction';
import { memberSanctions } from '../../../db/schema';
import type { Turn } from '../turn';

/**
 * A suspended (or banned) member's messages are not passed on (ADR 055); Maya says so, with the date it ends.
 * Returns true when the message stopped here.
 */
export async function stoppedBySanction(turn: Turn): Promise<boolean> {
  const [sanction] = await turn.deps.db.select().from(memberSanctions).where(eq(memberSanctions.userId, turn.link.userId)).limit(1);
  if (!sanction || !isSanctionedNow(sanction, turn.now)) return false;
  const until = sanction.suspendedUntil ? ` until ${sanction.suspendedUntil.toISOString().slice(0, 10)}` : '';
  await turn.say(`Your account is suspended${until}, so I can't pass messages on for now.`);
  return true;
}

import { and, eq } from 'drizzle-orm';
import { memberSanctions, moderationAppeals } from '../../../db/schema';
import type { TextHandler } from '../text-handlers';

export const APPEAL_TAKEN =
  'Thank you. I’ve passed your appeal to the Maya team, and a person will read it. You can appeal a decision once.';

/**
 * A warned or suspended member's next message after Maya told them (ADR 055) is their one appeal: it becomes an
 * item of the moderation queue. The conditional update makes it once, however many messages arrive at once.
 */
export const appealReplyHandler: TextHandler = async (turn, text) => {
  const { db } = turn.deps;
  const s = memberSanctions;
  const taken = await db
    .update(s)
    .set({ appeal: 'made', updatedAt: turn.now })
    .where(and(eq(s.userId, turn.link.userId), eq(s.appeal, 'open')))
    .returning({ userId: s.userId });
  if (!taken.length) return false;
  await db.insert(moderationAppeals).values({ userId: turn.link.userId, text: text.slice(0, 2000), createdAt: turn.now });
  await turn.say(APPEAL_TAKEN);
  return true;
};

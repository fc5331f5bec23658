import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { outbox } from '../../db/schema';

/** "2", "2.", " 2 ": a whole message that is only a button's number. */
const NUMBER_ONLY = /^\s*(\d{1,2})\s*[.)]?\s*$/;

/**
 * WhatsApp shows Maya's buttons as numbered lines (whatsapp-transport.ts): a reply that is only a
 * number taps that button of the latest message with buttons Maya sent to this chat. Returns the
 * button's data, or null when the text is not such a reply (then it is a message like any other).
 */
export async function numberedReplyButton(db: Database, userId: string, address: string, text: string): Promise<string | null> {
  const n = NUMBER_ONLY.exec(text)?.[1];
  if (!n) return null;
  const [latest] = await db
    .select({ buttons: outbox.buttons })
    .from(outbox)
    .where(
      and(
        eq(outbox.userId, userId),
        eq(outbox.channel, 'whatsapp'),
        eq(outbox.address, address),
        eq(outbox.direction, 'out'),
        eq(outbox.status, 'sent'),
        isNotNull(outbox.buttons),
        sql`jsonb_array_length(${outbox.buttons}) > 0`,
      ),
    )
    .orderBy(desc(outbox.id))
    .limit(1);
  return latest?.buttons?.flat()[Number(n) - 1]?.data ?? null;
}

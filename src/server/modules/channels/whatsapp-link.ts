import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messengerLinks } from '../../db/schema';
import { isUniqueViolation } from './handoff/phone-connections';
import { connectLink, touchInbound } from './links';

/**
 * A verified WhatsApp number (the existing opt-in, modules/channels/handoff) is the person's WhatsApp chat.
 * Made on the number's first message after verification, or again when they verified a new one;
 * a chat the person ended with STOP stays ended until they send START (unconnected-chat.ts).
 */
export async function ensureWhatsappLink(db: Database, userId: string, phone: string, now: Date, opts: { wroteNow?: boolean } = {}) {
  const [link] = await db
    .select({ address: messengerLinks.address, status: messengerLinks.status })
    .from(messengerLinks)
    .where(and(eq(messengerLinks.userId, userId), eq(messengerLinks.channel, 'whatsapp')))
    .limit(1);
  if (link && link.address === phone) return;
  try {
    await connectLink(db, userId, 'whatsapp', phone, now);
    if (opts.wroteNow) await touchInbound(db, { userId, channel: 'whatsapp', address: phone }, now);
  } catch (err) {
    // The number's chat is someone else's link (a number re-verified by another account): theirs wins until they leave.
    if (!isUniqueViolation(err)) throw err;
  }
}

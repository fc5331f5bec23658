import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { messengerInbox } from '../../../db/schema';
import type { Channel } from '../transport';

const i = messengerInbox;
const ofChat = (channel: Channel, address: string) => and(eq(i.channel, channel), eq(i.address, address));

/** Whether the chat has updates not worked yet: Maya is still to answer (the dev chat shows her typing). */
export async function chatWaiting(db: Database, channel: Channel, address: string): Promise<boolean> {
  const [row] = await db
    .select({ id: i.id })
    .from(i)
    .where(and(ofChat(channel, address), eq(i.status, 'pending')))
    .limit(1);
  return Boolean(row);
}

/** The chat's latest answered taps, newest first: each update id and the answer's text (null: answered without one). */
export async function answeredTaps(db: Database, channel: Channel, address: string, limit = 20) {
  return db
    .select({ updateId: i.updateId, answer: i.answer })
    .from(i)
    .where(and(ofChat(channel, address), isNotNull(i.answeredAt)))
    .orderBy(desc(i.id))
    .limit(limit);
}

import type { Database } from '../../db/client';
import { preferredLink } from './links';
import { enqueue } from './outbox-store';
import type { Channel, ChatButton, ChatDocument } from './transport';

export type Notice = { text: string; buttons?: ChatButton[][]; document?: ChatDocument; dedupeKey?: string };

/**
 * Queues a message for the person's preferred connected chat; false when they have none. Only the
 * database: `npm run worker` (no dispatcher there) queues proposal cards with it, and a web
 * instance's dispatcher delivers them.
 */
export async function queueNotice(db: Database, userId: string, notice: Notice, now: Date): Promise<boolean> {
  const link = await preferredLink(db, userId);
  if (!link) return false;
  const { text, buttons, document, dedupeKey } = notice;
  await enqueue(db, { userId, channel: link.channel as Channel, address: link.address, text, buttons, document, dedupeKey }, now);
  return true;
}

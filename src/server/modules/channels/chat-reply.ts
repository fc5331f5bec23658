import type { Database } from '../../db/client';
import type { AiEngine } from '@server/modules/ai';
import { chatTurn } from '@server/modules/conversation';
import type { CareKind } from '@server/modules/language';

/**
 * One chat turn from the messaging app with the SAME companion as the mobile chat: one history
 * (chat_messages), one memory ("What do you know about me?", "forget that I live in Lisbon": the
 * companion's own recall and forgetting, ADR 039). The streamed reply is collected whole (a chat app shows whole
 * messages). `clientId` ties the turn to the provider's update, so a retried update stores and
 * answers once.
 */
export async function chatReply(
  db: Database,
  ai: AiEngine,
  userId: string,
  text: string,
  { clientId, introduced }: { clientId: string; introduced: boolean },
): Promise<{ text: string; care?: CareKind }> {
  let reply: { text: string; care?: CareKind } = { text: '' };
  for await (const event of chatTurn(db, ai, { userId, sessionId: null, content: text.slice(0, 4000), clientId, introduced })) {
    if (event.event === 'reply') reply = { text: event.data.message.content, care: event.data.care };
  }
  return reply;
}

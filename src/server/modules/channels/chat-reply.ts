import type { Database } from '../../db/client';
import type { AiEngine } from '@server/modules/ai';
import { chatTurn } from '@server/modules/conversation';

/**
 * One chat turn from the messaging app with the SAME companion as the mobile chat: one history
 * (chat_messages), one memory ("What do you know about me?", "forget that I live in Lisbon": the
 * companion's own recall and forgetting, ADR 039). The streamed reply is collected whole (a chat app shows whole
 * messages). `clientId` ties the turn to the provider's update, so a retried update stores and
 * answers once.
 */
export async function chatReply(db: Database, ai: AiEngine, userId: string, text: string, clientId: string): Promise<string> {
  let reply = '';
  for await (const event of chatTurn(db, ai, { userId, sessionId: null, content: text.slice(0, 4000), clientId })) {
    if (event.event === 'reply') reply = event.data.message.content;
  }
  return reply;
}

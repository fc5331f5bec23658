import { chatTurn } from '@server/modules/conversation';
import type { CareKind } from '@server/modules/language';
import type { MessengerDeps } from './turn';

/**
 * One chat turn from the messaging app with the SAME companion as the mobile chat: one history
 * (chat_messages), one memory ("What do you know about me?", "forget that I live in Lisbon": the
 * companion's own recall and forgetting, ADR 039). The streamed reply is collected whole (a chat app shows whole
 * messages). `clientId` ties the turn to the provider's update, so a retried update stores and
 * answers once; the turn's log lines carry it.
 */
export async function chatReply(
  { db, ai, log }: Pick<MessengerDeps, 'db' | 'ai' | 'log'>,
  userId: string,
  text: string,
  { clientId, introduced }: { clientId: string; introduced: boolean },
): Promise<{ text: string; care?: CareKind }> {
  let reply: { text: string; care?: CareKind } = { text: '' };
  const turnLog = {
    warn: (obj: object, msg?: string) => log.warn({ update: clientId, ...obj }, msg ?? ''),
    error: (obj: object, msg?: string) => log.error({ update: clientId, ...obj }, msg ?? ''),
  };
  const input = { userId, sessionId: null, content: text.slice(0, 4000), clientId, introduced };
  for await (const event of chatTurn(db, ai, input, { log: turnLog })) {
    if (event.event === 'reply') reply = { text: event.data.message.content, care: event.data.care };
  }
  return reply;
}

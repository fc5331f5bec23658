import { factPhrase } from '@shared/domain/companion/memory-slots';
import type { Database } from '../../db/client';
import type { AiEngine } from '../ai';
import { deleteFact, listFacts } from '../companion/memory-store';
import { withPersonLock } from '../companion/person-lock';
import { saveMessage } from '../mobile-chat/chat-history';
import { chatTurn } from '../mobile-chat/chat-turn';

/**
 * One chat turn from the messaging app with the SAME companion as the mobile chat: one history
 * (chat_messages), one memory. The streamed reply is collected whole (a chat app shows whole
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

/**
 * "forget that I live in Lisbon": the facts the sentence states (by the engine's own extraction,
 * so the slot is the one Maya would have remembered) or names by value are deleted with their
 * history, as the 'What Maya knows' panel's delete does. Both sides of the exchange join the history.
 */
export async function forgetAndReply(db: Database, ai: AiEngine, userId: string, text: string, what: string, clientId: string) {
  const { facts: stated } = await ai.extractFacts({ message: what.slice(0, 4000) });
  const current = (await listFacts(db, userId)).filter((f) => !f.supersededAt);
  const lower = what.toLowerCase();
  const targets = current.filter(
    (f) => stated.some((s) => s.slot === f.slot) || (f.value.length > 2 && lower.includes(f.value.toLowerCase())),
  );
  await withPersonLock(db, userId, async (tx) => {
    for (const fact of targets) await deleteFact(tx, userId, fact.id);
  });
  const reply = targets.length
    ? `Done, I've forgotten that ${targets.map((f) => factPhrase(f)).join(' and that ')}.`
    : "I don't have that in my memory, so there's nothing to forget.";
  const said = await saveMessage(db, { userId, sessionId: null, role: 'user', content: text, type: 'text', clientId, durationMs: null });
  await saveMessage(db, {
    userId,
    sessionId: null,
    role: 'assistant',
    content: reply,
    type: 'text',
    clientId: `reply-${said.message.id}`,
    durationMs: null,
  });
  return reply;
}

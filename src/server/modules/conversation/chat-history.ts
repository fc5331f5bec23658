import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatMessages } from '../../db/schema';
import type { ChatMessage } from '@shared/schemas/mobile-chat';

export type StoredChatMessage = typeof chatMessages.$inferSelect;
type NewChatMessage = Pick<
  typeof chatMessages.$inferInsert,
  'userId' | 'sessionId' | 'role' | 'content' | 'type' | 'clientId' | 'durationMs'
>;

/** How much of the conversation the chat shows on load, and how much Maya reads before replying. */
export const HISTORY_SHOWN = 200;
export const HISTORY_FOR_REPLY = 20;

/** The person's last `limit` messages, oldest first. */
export async function recentMessages(db: Database, userId: string, limit = HISTORY_SHOWN): Promise<StoredChatMessage[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.userId, userId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/**
 * Stores a message once per client id: a retried send finds the first copy (`created: false`)
 * instead of writing a second one. Unique (user_id, client_id) decides under parallel retries.
 */
export async function saveMessage(db: Database, message: NewChatMessage): Promise<{ message: StoredChatMessage; created: boolean }> {
  const [inserted] = await db.insert(chatMessages).values(message).onConflictDoNothing().returning();
  if (inserted) return { message: inserted, created: true };
  const [existing] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, message.userId), eq(chatMessages.clientId, message.clientId!)))
    .limit(1);
  return { message: existing!, created: false };
}

/** The reply stored for a person's message (the assistant message written right after it), if any. */
export async function replyTo(db: Database, userId: string, message: StoredChatMessage): Promise<StoredChatMessage | null> {
  const [reply] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.clientId, `reply-${message.id}`)))
    .orderBy(asc(chatMessages.createdAt))
    .limit(1);
  return reply ?? null;
}

export const toChatMessage = (m: StoredChatMessage): ChatMessage => ({
  id: m.id,
  content: m.content,
  role: m.role === 'assistant' ? 'assistant' : 'user',
  timestamp: m.createdAt.toISOString(),
  type: m.type === 'voice' ? 'voice' : 'text',
  client_id: m.clientId,
  duration_ms: m.durationMs,
});

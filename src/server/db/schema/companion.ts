import { index, jsonb, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns';
import { users } from './auth';

export const userInteractions = pgTable('user_interactions', {
  id: id(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  type: text('type').notNull(),
  content: text('content'),
  context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
  engagementLevel: real('engagement_level'),
  timestamp: at('timestamp').notNull().defaultNow(),
  createdAt: createdAt(),
}, (t) => [index('user_interactions_user_id_created_at_idx').on(t.userId, t.createdAt.desc())]);

export const socialContexts = pgTable('social_contexts', {
  id: id(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
}, (t) => [index('social_contexts_user_id_idx').on(t.userId)]);

/** A token link / QR opens one of these; the token is stored hashed and exchanged once. */
export const mobileChatSessions = pgTable('mobile_chat_sessions', {
  id: id(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull(),
  conversationHistory: jsonb('conversation_history').$type<unknown[]>().notNull().default([]),
  expiresAt: at('expires_at').notNull(),
  exchangedAt: at('exchanged_at'),
  createdAt: createdAt(),
}, (t) => [
  uniqueIndex('mobile_chat_sessions_token_hash_key').on(t.tokenHash),
  index('mobile_chat_sessions_user_id_idx').on(t.userId),
]);

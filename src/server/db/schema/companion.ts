import { sql } from 'drizzle-orm';
import { customType, index, integer, jsonb, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns';
import { users } from './auth';

export const userInteractions = pgTable(
  'user_interactions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    content: text('content'),
    context: jsonb('context').$type<Record<string, unknown>>().notNull().default({}),
    engagementLevel: real('engagement_level'),
    /**
     * The client's id for an interaction it queued: a retried batch (or a beacon after a flush)
     * never stores it twice. NULL for interactions the server records itself (NULLs never collide).
     */
    clientId: text('client_id'),
    timestamp: at('timestamp').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_interactions_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('user_interactions_user_id_client_id_key').on(t.userId, t.clientId),
  ],
);

/** One row per person (spec §3 state: currentSituation, relationshipStage, userEmotionalState, activeGoals, socialDynamics). */
export const socialContexts = pgTable(
  'social_contexts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: jsonb('state').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('social_contexts_user_id_key').on(t.userId)],
);

/** PostgreSQL's tsvector (written by the database: a generated column). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * What Maya remembers (issue 14 §5): one typed slot value per row with the message it came from.
 * A newer value for the same slot sets `superseded_at` on the old row (history, never recalled as
 * current); the partial unique index keeps one current value per slot. `search_text` (the slot's
 * words and the value) is searched with full-text search through its stored tsvector and GIN index.
 */
export const memoryFacts = pgTable(
  'memory_facts',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slot: text('slot').notNull(),
    value: text('value').notNull(),
    searchText: text('search_text').notNull(),
    /** Stored so a reply's recall does not run to_tsvector on every fact (to_tsvector with a config is immutable). */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(sql`to_tsvector('english', search_text)`),
    /** The person's words the fact came from (or 'Edited by you'). */
    sourceText: text('source_text').notNull(),
    /** 'chat' (a message), 'edit' (the person changed it in 'What Maya knows'). */
    sourceKind: text('source_kind').notNull().default('chat'),
    sourceMessageId: text('source_message_id'),
    supersededAt: at('superseded_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('memory_facts_current_slot_key')
      .on(t.userId, t.slot)
      .where(sql`${t.supersededAt} is null`),
    index('memory_facts_user_id_created_at_idx').on(t.userId, t.createdAt.desc()),
    index('memory_facts_search_idx').using('gin', t.searchVector),
  ],
);

/**
 * A token link / QR opens one of these (spec §3 Mobile session, §7.1 mobile-chat-session). The link's
 * token is stored hashed and exchanged once (`exchanged_at`) for a cookie whose secret is stored
 * hashed too (`cookie_hash`); `ended_at` is set when the person ends it from the desktop.
 * The conversation is not kept here: it lives in chat_messages, per person, so it survives a new
 * link (the session's conversation_history in the API is read from there).
 */
export const mobileChatSessions = pgTable(
  'mobile_chat_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    exchangedAt: at('exchanged_at'),
    cookieHash: text('cookie_hash'),
    /** The phone that opened it, for the desktop's list ("iPhone · Safari"). */
    device: text('device'),
    lastSeenAt: at('last_seen_at'),
    endedAt: at('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('mobile_chat_sessions_token_hash_key').on(t.tokenHash),
    uniqueIndex('mobile_chat_sessions_cookie_hash_key').on(t.cookieHash),
    index('mobile_chat_sessions_user_id_idx').on(t.userId),
  ],
);

/** Spec §3 Chat message: the person's chat with Maya, kept per person across links and reloads. */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => mobileChatSessions.id, { onDelete: 'set null' }),
    /** user | assistant */
    role: text('role').notNull(),
    content: text('content').notNull(),
    /** text | voice */
    type: text('type').notNull().default('text'),
    /** The sender's id for the message, so a retried send is stored once. */
    clientId: text('client_id'),
    /** Voice messages: the recording's length. */
    durationMs: integer('duration_ms'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('chat_messages_user_id_client_id_key').on(t.userId, t.clientId),
    index('chat_messages_user_id_created_at_idx').on(t.userId, t.createdAt),
  ],
);

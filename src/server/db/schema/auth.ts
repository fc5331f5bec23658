import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, id } from './columns';

/** A person, keyed by their identity provider's (issuer, subject) — never by e-mail. */
export const users = pgTable(
  'users',
  {
    id: id(),
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    email: text('email'),
    emailVerified: boolean('email_verified').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_issuer_subject_key').on(t.issuer, t.subject)],
);

/** A signed-in browser. Tokens are stored only as SHA-256 hashes. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessTokenHash: text('access_token_hash').notNull(),
    accessExpiresAt: at('access_expires_at').notNull(),
    /** The access token a refresh replaced, honoured until previous_access_until (requests already in flight). */
    previousAccessTokenHash: text('previous_access_token_hash'),
    previousAccessUntil: at('previous_access_until'),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
    refreshedAt: at('refreshed_at'),
    revokedAt: at('revoked_at'),
    revokedReason: text('revoked_reason'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_access_token_hash_key').on(t.accessTokenHash),
    index('sessions_previous_access_token_hash_idx').on(t.previousAccessTokenHash),
    index('sessions_user_id_idx').on(t.userId),
  ],
);

/** Every refresh token ever issued for a session; a second use of one revokes the session. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    usedAt: at('used_at'),
  },
  (t) => [index('refresh_tokens_session_id_idx').on(t.sessionId)],
);

/** One sign-in attempt: state, nonce and PKCE verifier, single use, short-lived. */
export const authFlowStates = pgTable(
  'auth_flow_states',
  {
    stateHash: text('state_hash').primaryKey(),
    browserBindingHash: text('browser_binding_hash').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectTo: text('redirect_to').notNull(),
    provider: text('provider').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('auth_flow_states_expires_at_idx').on(t.expiresAt)],
);

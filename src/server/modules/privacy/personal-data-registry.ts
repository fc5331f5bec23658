import { and, eq, getTableColumns, getTableName, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client';
import * as t from '../../db/schema';
import { exportedDatePlans } from '@server/modules/channels';
import { exportedPairs } from '@server/modules/agents';

/**
 * Everything Maya keeps about a person, in one place (issue 16, ADR 019). The download
 * (export-personal-data.ts) and the deletion (erase-personal-data.ts) read this list and nothing
 * else, so a table registered here is exported and erased with no further code.
 *
 * tests/api/personal-data-registry.test.ts reads information_schema: a table with a person column
 * (a foreign key to users or to a registered table, a *user_id, e-mail or phone column) that is not
 * registered here fails the suite. Adding a table is one line in `personalData` below:
 *   byUser(t.chatMessages),                                          // a user_id column: export + delete
 *   through(t.memoryHistory, t.memoryHistory.memoryId, t.memories.id),  // a child of a registered table
 *   byUser(t.analyticsEvents, { erase: anonymise(...) }),            // a row that must stay, without the person
 * Parents come before their children: deletion runs the list backwards.
 */

/** Who the rows belong to: the account, and the addresses and numbers it is known by. */
export type Person = {
  userId: string;
  /** Lower-cased e-mail addresses of the account (users, profiles, waitlist). */
  emails: string[];
  /** Messaging-app numbers the person connected. */
  phones: string[];
};

export type Erase =
  | { kind: 'delete' }
  /** The row stays (aggregate counts), with the person's link and every personal field replaced. */
  | { kind: 'anonymise'; set: Record<string, unknown>; why: string };

export interface RegisteredTable {
  table: PgTable;
  /** The SQL table name (the export's key). */
  name: string;
  /** The columns that tie a row to a person; the registry test expects every one it detects here. */
  personColumns: string[];
  /** Which rows are the person's. */
  owned: (person: Person) => SQL;
  erase: Erase;
  /** Columns not exported (SQL names) and why: only secrets that are useless to the person. */
  leftOut?: { columns: string[]; why: string };
  /** The person's rows as the download holds them, when not the columns as stored (a row shared with another person). */
  exported?: (db: Database, person: Person) => Promise<Record<string, unknown>[]>;
}

type Options = { erase?: Erase; leftOut?: RegisteredTable['leftOut']; personColumns?: string[]; exported?: RegisteredTable['exported'] };

const DELETE: Erase = { kind: 'delete' };
const OTHER_MEMBER_ID = 'the other member’s account id: it is theirs, and says nothing to you';
const TOKEN_HASH = 'a one-way hash of a sign-in or link token: it tells you nothing and only matters to the account’s security';

/** SQL names of a table's columns that look personal by name (kept in step with the registry test). */
const namedPersonColumns = (table: PgTable) =>
  Object.values(getTableColumns(table))
    .map((c) => c.name)
    .filter((name) => /(^|_)user_id$|email|phone/.test(name));

const entry = (table: PgTable, owned: RegisteredTable['owned'], extraColumns: string[], opts: Options): RegisteredTable => ({
  table,
  name: getTableName(table),
  personColumns: [...new Set([...namedPersonColumns(table), ...extraColumns, ...(opts.personColumns ?? [])])],
  owned,
  erase: opts.erase ?? DELETE,
  leftOut: opts.leftOut,
  exported: opts.exported,
});

const userIdColumn = (table: PgTable): PgColumn => {
  const column = (getTableColumns(table) as Record<string, PgColumn>).userId;
  if (!column) throw new Error(`${getTableName(table)} has no userId column: register it with byColumn() or through()`);
  return column;
};

/** Rows whose `user_id` (or the given column) is the person's id. */
export const byUser = (table: PgTable, opts: Options & { column?: PgColumn } = {}) => {
  const column = opts.column ?? userIdColumn(table);
  return entry(table, (p) => eq(column, p.userId), [column.name], opts);
};

/** Rows whose e-mail column holds one of the person's addresses (any case). */
export const byEmail = (table: PgTable, column: PgColumn, opts: Options = {}) =>
  entry(table, (p) => anyOf(sql`lower(${column})`, p.emails), [column.name], opts);

/**
 * Rows that belong to a registered parent row: `column` references `parentKey`, and the parent's
 * rows are the person's by the parent's own entry (e.g. a session's answers, a session's refresh tokens).
 */
export const through = (table: PgTable, column: PgColumn, parentKey: PgColumn, opts: Options = {}) =>
  entry(
    table,
    (p) => {
      const parent = registeredTable(parentKey.table as PgTable);
      return sql`${column} in (select ${sql.identifier(parentKey.name)} from ${parent.table} where ${parent.owned(p)})`;
    },
    [column.name],
    opts,
  );

/** Keeps the row for aggregates: the person's link set to null and personal fields replaced. */
export const anonymise = (set: Record<string, unknown>, why: string): Erase => ({ kind: 'anonymise', set, why });

/** `expr IN (values)`, false for no values (an account without e-mail owns no allowlist row). */
const anyOf = (expr: SQL | PgColumn, values: string[]): SQL => (values.length ? inArray(sql`${expr}`, values) : sql`false`);

/** Every table holding personal data, parents before children. */
export const personalData: RegisteredTable[] = [
  // The account itself and how it signs in.
  byUser(t.users, { column: t.users.id }),
  byUser(t.profiles),
  byUser(t.sessions, { leftOut: { columns: ['access_token_hash', 'previous_access_token_hash'], why: TOKEN_HASH } }),
  through(t.refreshTokens, t.refreshTokens.sessionId, t.sessions.id, { leftOut: { columns: ['token_hash'], why: TOKEN_HASH } }),
  // The assessment and what it found.
  byUser(t.assessmentSessions),
  through(t.sceneResponses, t.sceneResponses.sessionId, t.assessmentSessions.id),
  byUser(t.followUpAnswers, { personColumns: ['session_id'] }),
  byUser(t.personalityProfiles),
  byUser(t.comprehensivePersonalityProfiles),
  byUser(t.preferenceModels),
  // The companion.
  byUser(t.userInteractions),
  byUser(t.socialContexts),
  byUser(t.memoryFacts, { leftOut: { columns: ['search_vector'], why: 'a search index computed from fact_text, which is in the file' } }),
  byUser(t.mobileChatSessions, { leftOut: { columns: ['token_hash', 'cookie_hash'], why: TOKEN_HASH } }),
  byUser(t.chatMessages, { personColumns: ['session_id'] }),
  // Matches and simulated weeks.
  byUser(t.matches),
  byUser(t.simulationResults, { personColumns: ['match_id'] }),
  byUser(t.simulationRuns, { personColumns: ['match_id', 'result_id'] }),
  byUser(t.simulationLocks, { leftOut: { columns: ['token'], why: 'a random lock token that only orders simultaneous simulations' } }),
  // Invitation, hand-off and automation.
  byUser(t.waitlist),
  byEmail(t.inviteAllowlist, t.inviteAllowlist.email),
  byUser(t.automationSessions),
  byUser(t.handoffTokens, { leftOut: { columns: ['token_hash'], why: TOKEN_HASH } }),
  byUser(t.messagingConnections),
  // Maya in the messaging app (issue 32): the person's chats and their unused deep links (the messages both ways are
  // outbox rows, below; messenger_inbox holds an update only until it is worked, then its provider id only, nobody's).
  byUser(t.messengerLinks),
  byUser(t.messengerLinkTokens, { leftOut: { columns: ['token_hash'], why: TOKEN_HASH } }),
  // The agent network (issue 31): who the person wants to meet, their agent, the pairs it met and
  // the proposals, and the blocks and reports they made (a block or report of them is the other's).
  byUser(t.memberPreferences),
  byUser(t.agentMembers),
  entry(t.agentPairs, (p) => or(eq(t.agentPairs.lowUserId, p.userId), eq(t.agentPairs.highUserId, p.userId))!, [], {
    exported: (db, p) => exportedPairs(db, p.userId),
    leftOut: {
      columns: [
        'low_user_id',
        'high_user_id',
        'low_score',
        'high_score',
        'reciprocal_score',
        'seed',
        'week',
        'low_verdict',
        'high_verdict',
      ],
      why:
        'each pair is shared with another member: your side is in the file (your score, your agent’s verdict, your decision and ' +
        'the proposal as you saw it); their id, score, verdict, answer and what they did not share are theirs',
    },
  }),
  // Dates planned in the messaging app with an introduced member (issue 32 item 6): the person's side.
  through(t.datePlans, t.datePlans.pairId, t.agentPairs.id, {
    exported: (db, p) => exportedDatePlans(db, p.userId),
    leftOut: {
      columns: [
        'low_availability_text',
        'low_intervals',
        'low_answered_at',
        'low_picks',
        'low_remind_at',
        'low_reminded_at',
        'high_availability_text',
        'high_intervals',
        'high_answered_at',
        'high_picks',
        'high_remind_at',
        'high_reminded_at',
      ],
      why: 'each plan is shared with the member you were introduced to: your side is in the file (my_*); theirs is theirs',
    },
  }),
  // What the person did with their introductions (issue 41, ADR 051): their decisions and pass reasons,
  // relayed messages counted, dates planned, the morning-after check-ins and their answers. Only
  // their own rows: the other member's answers are theirs. Erasing either member removes the pair's.
  byUser(t.outcomes, { personColumns: ['pair_id', 'plan_id'] }),
  // The learned ranker's part of the person (ADR 054): what it learned of their taste, and their side of each screened pair.
  byUser(t.rankerMembers),
  byUser(t.rankerPairSides, { personColumns: ['pair_id'] }),
  byUser(t.dateCheckIns, { personColumns: ['plan_id'] }),
  byUser(t.memberBlocks, { column: t.memberBlocks.blockerUserId, leftOut: { columns: ['blocked_user_id'], why: OTHER_MEMBER_ID } }),
  byUser(t.memberReports, {
    column: t.memberReports.reporterUserId,
    personColumns: ['pair_id'],
    leftOut: { columns: ['reported_user_id'], why: OTHER_MEMBER_ID },
  }),
  // The moderation console (issue 42 item 3, ADR 055): what moderators decided about the person and why, their
  // standing (warned, suspended, banned) and their appeal. The ban list (banned_addresses) is not here on purpose: a
  // one-way digest of a banned address, kept after erasure so that deleting the account does not lift the ban.
  byUser(t.moderationActions, {
    column: t.moderationActions.subjectUserId,
    leftOut: { columns: ['actor_email'], why: 'the address of the Maya team member who acted: it is theirs, not yours' },
  }),
  byUser(t.memberSanctions),
  byUser(t.moderationAppeals),
  // Introductions relayed in the messaging app (issue 32): the relay of each introduced pair (its
  // messages are outbox rows of their recipient). Erasing either member deletes the row.
  entry(t.messengerRelays, (p) => or(eq(t.messengerRelays.lowUserId, p.userId), eq(t.messengerRelays.highUserId, p.userId))!, [], {
    personColumns: ['pair_id'],
    leftOut: { columns: ['low_user_id', 'high_user_id'], why: OTHER_MEMBER_ID },
  }),
  // A relayed message the safety screen held (issue 42 item 1): the sender's own words until they edit, cancel or send
  // it; and the screen's decisions on what they sent (kind, rule, action; never the text). The sender's rows only.
  entry(t.relayHeldMessages, (p) => eq(t.relayHeldMessages.senderUserId, p.userId), ['pair_id', 'sender_user_id'], {}),
  entry(t.relayScreenDecisions, (p) => eq(t.relayScreenDecisions.senderUserId, p.userId), ['pair_id', 'sender_user_id'], {}),
  // Patterns over time (ADR 056): the hash of each first message the person relayed (never the text), and the safety
  // holds on their account with their reason and counts (who lifted one is the moderator's, not theirs).
  entry(t.relayOpenings, (p) => eq(t.relayOpenings.senderUserId, p.userId), ['pair_id', 'sender_user_id'], {}),
  byUser(t.safetyHolds, { leftOut: { columns: ['lifted_by'], why: 'the moderator who lifted the hold: their name, not yours' } }),
  // The date day (issue 42 item 4): the links the person made to share their plan, and the check on the day.
  byUser(t.dateShares, {
    personColumns: ['plan_id'],
    leftOut: { columns: ['token'], why: 'the link’s secret: anyone holding it can open the shared plan until it expires' },
  }),
  byUser(t.dateDayChecks, { personColumns: ['plan_id'] }),
  // The one outbox (ADR 059): the person's chat messages both ways, the e-mails and messages Maya sent or would
  // send them, and any e-mail or message sent to their address before they had an account.
  entry(
    t.outbox,
    (p) => or(eq(t.outbox.userId, p.userId), and(isNull(t.outbox.userId), anyOf(t.outbox.address, [...p.emails, ...p.phones])))!,
    ['user_id', 'address'],
    {},
  ),
  // Security and monitoring: the person's own feed goes; the counted events stay without them.
  byUser(t.activityFeed),
  byUser(t.securityEvents, {
    erase: anonymise(
      { userId: null, eventData: { anonymised: true } },
      'security counts (how many sign-in failures, from which risk level) are kept without the person, their browser or the page',
    ),
  }),
  byUser(t.performanceMetrics, {
    erase: anonymise(
      { userId: null, metadata: {} },
      'performance counts (slow renders, errors) are kept without the person or the details of the page',
    ),
  }),
  // Web vitals and page views: the measure stays (event, time, metric); browser, screen and path go.
  byUser(t.analyticsEvents, {
    erase: anonymise(
      { userId: null, properties: sql`jsonb_strip_nulls(jsonb_build_object('metric', ${t.analyticsEvents.properties} -> 'metric'))` },
      'web vitals are kept as measures, without the person, their browser, screen or pages',
    ),
  }),
];

export function registeredTable(table: PgTable): RegisteredTable {
  const found = personalData.find((e) => e.table === table);
  if (!found) throw new Error(`${getTableName(table)} is not in the personal-data registry`);
  return found;
}

/**
 * What Maya keeps outside PostgreSQL, with what the download and the deletion do about it. The
 * deletion's work for each is in erase-personal-data.ts (`outsideSqlErasers`), keyed by name.
 */
export const outsideDatabase = [
  {
    name: 'simulation_run_streams',
    where: 'Redis Streams (with REDIS_URL) or the server’s memory, while a week runs and for 10 minutes after',
    in_this_file: 'yes: the same events are in tables.simulation_runs[].events',
    on_delete: 'deleted',
  },
  {
    name: 'download_limit',
    where: 'Redis (with REDIS_URL) or the server’s memory, for an hour',
    in_this_file: 'no: it only counts your downloads this hour',
    on_delete: 'deleted',
  },
  {
    name: 'anomaly_report_marks',
    where: 'Redis (with REDIS_URL) or the server’s memory, for 10 minutes',
    in_this_file: 'no: it only marks which anomalies were just logged (they are in tables.security_events)',
    on_delete: 'deleted',
  },
  {
    name: 'rate_limit_counters',
    where: 'Redis (with REDIS_URL) or the server’s memory, for a minute',
    in_this_file: 'no: counted per network address, not per account',
    on_delete: 'expire within a minute',
  },
  {
    name: 'session_cookies',
    where: 'your browser',
    in_this_file: 'no: they are random tokens (see tables.sessions)',
    on_delete: 'cleared; every session is deleted, so copies stop working',
  },
  {
    name: 'mobile_chat_links',
    where: 'tables.mobile_chat_sessions (link tokens and phone cookies stored hashed); the chat in tables.chat_messages',
    in_this_file: 'yes, without the hashes',
    on_delete: 'deleted: the links and the phones’ chat cookies stop working',
  },
  { name: 'outbox', where: 'tables.outbox', in_this_file: 'yes', on_delete: 'deleted' },
  {
    name: 'sign_in_provider_account',
    where: 'your sign-in provider (Google or another)',
    in_this_file: 'no: Maya never holds your password; the provider keeps your account',
    on_delete: 'kept by the provider: signing in again starts a new Maya account',
  },
] as const;

export type OutsideDatabaseName = (typeof outsideDatabase)[number]['name'];

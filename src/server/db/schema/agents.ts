import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { at, createdAt, id, updatedAt } from './columns';
import { users } from './auth';

/**
 * The agent network (issue 31, docs/agents.md): who each member wants to meet, the pairs their
 * agents screened and dated, the proposals both people decide on, and blocks and reports.
 */

/** Who a member wants to meet; a member without this row is never in the pool. */
export const memberPreferences = pgTable(
  'member_preferences',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    birthDate: date('birth_date').notNull(),
    /** woman | man | nonbinary */
    gender: text('gender').notNull(),
    /** The genders the member wants to meet (at least one). */
    seeks: text('seeks').array().notNull(),
    ageMin: smallint('age_min').notNull(),
    ageMax: smallint('age_max').notNull(),
    /** The bundled city list's id (GeoNames), its name and ISO country code as picked. */
    cityId: integer('city_id').notNull(),
    cityName: text('city_name').notNull(),
    countryCode: text('country_code').notNull(),
    /** NOTE: the city's coordinates, never shown to another member (only the city's name is). */
    lat: doublePrecision('lat').notNull(),
    lon: doublePrecision('lon').notNull(),
    maxKm: integer('max_km').notNull(),
    /** long_term | short_term | friendship | open */
    lookingFor: text('looking_for').notNull(),
    /** What a proposal card may show of this member besides the first name. */
    shareAge: boolean('share_age').notNull().default(true),
    shareArea: boolean('share_area').notNull().default(true),
    shareSummary: boolean('share_summary').notNull().default(true),
    /** A demo member made by `npm run admin -- seed-members` (never in production). */
    demo: boolean('demo').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Candidate search: the gender filter, then a latitude band (the bounding box's first side).
    index('member_preferences_gender_lat_idx').on(t.gender, t.lat),
    check('member_preferences_age_range_check', sql`${t.ageMin} >= 18 and ${t.ageMin} <= ${t.ageMax}`),
  ],
);

/** Each member's agent: when it last looked, how much it looked at, and its daily model budget. */
export const agentMembers = pgTable('agent_members', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  lastPassAt: at('last_pass_at'),
  /** Candidates scored over all passes ("profiles analysed" on /done). */
  screenedCount: integer('screened_count').notNull().default(0),
  /** The day the model-call count below belongs to (UTC). */
  budgetDay: date('budget_day'),
  modelCalls: integer('model_calls').notNull().default(0),
  updatedAt: updatedAt(),
});

/**
 * One row per unordered pair of members (user_low < user_high): the screening, the agents' week
 * (stored once, serving both sides), each side's verdict, and the proposal with both decisions.
 * status: screened → declined (not YES on both sides) | proposed → introduced | passed | expired;
 * closed when one blocked the other.
 */
export const agentPairs = pgTable(
  'agent_pairs',
  {
    id: id(),
    lowUserId: uuid('low_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    highUserId: uuid('high_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('screened'),
    /** Each side's screening score and the reciprocal score that ranked the pair. */
    lowScore: real('low_score').notNull(),
    highScore: real('high_score').notNull(),
    reciprocalScore: real('reciprocal_score').notNull(),
    seed: integer('seed').notNull(),
    /** The week: transcript, summary, and each side's verdict ({decision, score, why, confidence}). */
    week: jsonb('week').$type<Record<string, unknown>>(),
    lowVerdict: jsonb('low_verdict').$type<Record<string, unknown>>(),
    highVerdict: jsonb('high_verdict').$type<Record<string, unknown>>(),
    /** approve | pass, null until the person decides. */
    lowDecision: text('low_decision'),
    highDecision: text('high_decision'),
    createdAt: createdAt(),
    weekAt: at('week_at'),
    proposedAt: at('proposed_at'),
    expiresAt: at('expires_at'),
    introducedAt: at('introduced_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('agent_pairs_pair_key').on(t.lowUserId, t.highUserId),
    index('agent_pairs_high_user_id_idx').on(t.highUserId),
    index('agent_pairs_status_expires_at_idx').on(t.status, t.expiresAt),
    check('agent_pairs_ordered_check', sql`${t.lowUserId} < ${t.highUserId}`),
  ],
);

/** A block hides the two members from each other for good, both ways. */
export const memberBlocks = pgTable(
  'member_blocks',
  {
    blockerUserId: uuid('blocker_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedUserId: uuid('blocked_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.blockerUserId, t.blockedUserId] }), index('member_blocks_blocked_user_id_idx').on(t.blockedUserId)],
);

/** A member's report of another, for the admin list (`npm run admin -- reports`). */
export const memberReports = pgTable(
  'member_reports',
  {
    id: id(),
    reporterUserId: uuid('reporter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedUserId: uuid('reported_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    pairId: uuid('pair_id').references(() => agentPairs.id, { onDelete: 'set null' }),
    /** fake_profile | inappropriate | unsafe | other */
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    /** open | reviewed */
    status: text('status').notNull().default('open'),
    /** Maya asked the reporter why, in the messaging app: their next message is the note (cleared once it is). */
    noteRequestedAt: at('note_requested_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_reports_created_at_idx').on(t.createdAt.desc()),
    // The messaging app's question "what happened?" waits on few rows: each free text looks there first.
    index('member_reports_note_requested_idx')
      .on(t.reporterUserId)
      .where(sql`note_requested_at is not null`),
  ],
);

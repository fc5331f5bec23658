import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PlaceIdea } from '@shared/domain/scheduling/place-idea';
import { at, createdAt, id, updatedAt } from './columns';
import { agentPairs } from './agents';

type Interval = { start: string; end: string };

/**
 * A date being planned in the messaging app between the two people of an introduced pair (issue 32
 * item 6, docs/messenger.md "Dates"). Both sides in one row, named like agent_pairs (low/high user).
 * status: asking → proposed → agreed; cancelled from any; a reschedule goes back to asking.
 * NOTE: each side's free text is theirs: the download gives each person their own side only.
 */
export const datePlans = pgTable(
  'date_plans',
  {
    id: id(),
    pairId: uuid('pair_id')
      .notNull()
      .references(() => agentPairs.id, { onDelete: 'cascade' }),
    /** asking | proposed | agreed | cancelled */
    status: text('status').notNull().default('asking'),
    /** Slot proposals made so far: a button carries it, so a tap from an older round is stale. */
    round: integer('round').notNull().default(0),
    lowAvailabilityText: text('low_availability_text'),
    lowIntervals: jsonb('low_intervals').$type<Interval[]>(),
    lowAnsweredAt: at('low_answered_at'),
    highAvailabilityText: text('high_availability_text'),
    highIntervals: jsonb('high_intervals').$type<Interval[]>(),
    highAnsweredAt: at('high_answered_at'),
    /** The proposed slots (UTC) and each side's picks (indexes into them). */
    slots: jsonb('slots').$type<Interval[]>(),
    lowPicks: jsonb('low_picks').$type<number[]>(),
    highPicks: jsonb('high_picks').$type<number[]>(),
    chosenStart: at('chosen_start'),
    chosenEnd: at('chosen_end'),
    /** The kind of place suggested (place-idea.ts), never a venue. */
    placeIdea: jsonb('place_idea').$type<PlaceIdea>(),
    /** The .ics SEQUENCE last sent (-1: none yet): an update or a cancellation replaces the event. */
    sequence: integer('sequence').notNull().default(-1),
    /** When each side is reminded (the evening before, on their clock) and when they were. */
    lowRemindAt: at('low_remind_at'),
    highRemindAt: at('high_remind_at'),
    lowRemindedAt: at('low_reminded_at'),
    highRemindedAt: at('high_reminded_at'),
    agreedAt: at('agreed_at'),
    cancelledAt: at('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One plan in progress per pair: two "schedule a date" at once cannot start two.
    uniqueIndex('date_plans_open_pair_key')
      .on(t.pairId)
      .where(sql`status in ('asking', 'proposed')`),
    index('date_plans_pair_id_idx').on(t.pairId, t.createdAt),
    index('date_plans_agreed_idx')
      .on(t.chosenStart)
      .where(sql`status = 'agreed'`),
  ],
);

import { asc } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { datePlans } from '../../../db/schema';
import { livePlansOf, sideOf } from './plan-store';

/**
 * The person's date plans for their data download. NOTE: a plan holds both people's answers; the
 * file has the person's own side (their words about their times, what they read into them, their
 * picks, their reminder) and what both share (the slots, the chosen one, the place), never the other's.
 */
export async function exportedDatePlans(db: Database, userId: string): Promise<Record<string, unknown>[]> {
  const rows = await livePlansOf(db, userId, null, asc(datePlans.createdAt));
  return rows.map(({ plan: p, lowUserId }) => {
    const low = sideOf(lowUserId, userId) === 'low';
    return {
      id: p.id,
      pair_id: p.pairId,
      status: p.status,
      my_availability_text: low ? p.lowAvailabilityText : p.highAvailabilityText,
      my_intervals: low ? p.lowIntervals : p.highIntervals,
      my_answered_at: low ? p.lowAnsweredAt : p.highAnsweredAt,
      my_picks: low ? p.lowPicks : p.highPicks,
      slots: p.slots,
      chosen_start: p.chosenStart,
      chosen_end: p.chosenEnd,
      place_idea: p.placeIdea,
      sequence: p.sequence,
      my_remind_at: low ? p.lowRemindAt : p.highRemindAt,
      my_reminded_at: low ? p.lowRemindedAt : p.highRemindedAt,
      agreed_at: p.agreedAt,
      cancelled_at: p.cancelledAt,
      created_at: p.createdAt,
      updated_at: p.updatedAt,
    };
  });
}

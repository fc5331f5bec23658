import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client';
import { messengerLinks, securityEvents } from '../../../db/schema';
import { isKnownTimeZone } from '@shared/domain/security/anomalies';

/** The zone a new or renewed link starts with: the one the person chose in a chat, else the browser's. */
export async function startingTimeZone(db: Database, userId: string): Promise<{ timeZone: string; timeZoneChosenAt: Date | null }> {
  const [chosen] = await db
    .select({ timeZone: messengerLinks.timeZone, timeZoneChosenAt: messengerLinks.timeZoneChosenAt })
    .from(messengerLinks)
    .where(and(eq(messengerLinks.userId, userId), isNotNull(messengerLinks.timeZoneChosenAt)))
    .orderBy(desc(messengerLinks.timeZoneChosenAt))
    .limit(1);
  return chosen ?? { timeZone: await browserTimeZone(db, userId), timeZoneChosenAt: null };
}

/** The browser's IANA zone at the person's latest sign-in (security log), else UTC. */
async function browserTimeZone(db: Database, userId: string): Promise<string> {
  const [row] = await db
    .select({ zone: sql<string | null>`${securityEvents.eventData} -> 'metadata' ->> 'timeZone'` })
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.eventType, 'auth_success')))
    .orderBy(desc(securityEvents.createdAt))
    .limit(1);
  return row?.zone && isKnownTimeZone(row.zone) ? row.zone : 'UTC';
}

/** The person's chosen zone, on every chat of theirs: dates and reminders use it wherever Maya writes. */
export async function chooseTimeZone(db: Database, userId: string, timeZone: string, now: Date) {
  await db.update(messengerLinks).set({ timeZone, timeZoneChosenAt: now }).where(eq(messengerLinks.userId, userId));
}

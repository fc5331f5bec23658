import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { messagingConnections, profiles, simulationRuns, users, waitlist } from '../../db/schema';
import type { Person } from './personal-data-registry';

/** The person plus what outside PostgreSQL is keyed by their rows (simulation run streams). */
export type GatheredPerson = Person & { runIds: string[] };

/** The addresses, numbers and run ids the account is known by; read inside the caller's transaction. */
export async function gatherPerson(db: Db, userId: string): Promise<GatheredPerson> {
  const [emailRows, profileRows, waitlistRows, phoneRows, runRows] = [
    await db.select({ email: users.email }).from(users).where(eq(users.id, userId)),
    await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.userId, userId)),
    await db.select({ email: waitlist.email }).from(waitlist).where(eq(waitlist.userId, userId)),
    await db.select({ phone: messagingConnections.phone }).from(messagingConnections).where(eq(messagingConnections.userId, userId)),
    await db.select({ id: simulationRuns.id }).from(simulationRuns).where(eq(simulationRuns.userId, userId)),
  ];
  const emails = [...emailRows, ...profileRows, ...waitlistRows].map((r) => r.email?.trim().toLowerCase()).filter((e): e is string => !!e);
  return { userId, emails: [...new Set(emails)], phones: phoneRows.map((r) => r.phone), runIds: runRows.map((r) => r.id) };
}

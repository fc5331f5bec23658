import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { profiles, users } from '../../db/schema';
import { admitIfAllowlisted, normalizeEmail } from '@server/modules/invites';
import type { IdentityClaims } from '@server/modules/oidc';

/**
 * Finds or creates the person behind an identity (issuer, subject). A first sign-in also creates
 * their profile: display name from the provider, not invited. Every sign-in (first or later) then
 * applies the invite rule, so someone put on the invite list is invited when they next arrive.
 */
export async function upsertUserFromIdentity(db: Database, identity: IdentityClaims) {
  const email = identity.email ? normalizeEmail(identity.email) : null;
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({ issuer: identity.issuer, subject: identity.subject, email, emailVerified: identity.emailVerified })
      .onConflictDoUpdate({ target: [users.issuer, users.subject], set: { email, emailVerified: identity.emailVerified } })
      .returning();
    const created = await tx
      .insert(profiles)
      .values({ userId: user!.id, displayName: identity.name, email })
      .onConflictDoUpdate({ target: profiles.userId, set: { email, updatedAt: sql`now()` } })
      .returning({ displayName: profiles.displayName });
    await admitIfAllowlisted(tx, user!.id);
    return { user: user!, displayName: created[0]?.displayName ?? null };
  });
}

export async function displayNameOf(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ displayName: profiles.displayName }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return row?.displayName ?? null;
}

export async function findUser(db: Database, userId: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return user ?? null;
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { inviteAllowlist, profiles, users, waitlist } from '../../db/schema';
import { APPROVED_INVITE_STATUS } from '../../../shared/domain/flow-steps';
import type { EmailService } from '../email/email-service';

const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** §7.1 invite/check_or_add_waitlist: approved people pass; anyone else joins the waitlist once. */
export async function checkOrAddWaitlist(db: Database, userId: string, email: string | null): Promise<'approved' | 'waitlisted'> {
  const [profile] = await db.select({ inviteStatus: profiles.inviteStatus }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  if (profile?.inviteStatus === APPROVED_INVITE_STATUS) return 'approved';
  if (email) {
    const [listed] = await db.select().from(inviteAllowlist).where(eq(inviteAllowlist.email, normalizeEmail(email))).limit(1);
    if (listed) {
      await db.update(profiles).set({ inviteStatus: APPROVED_INVITE_STATUS, updatedAt: sql`now()` }).where(eq(profiles.userId, userId));
      return 'approved';
    }
  }
  await db.insert(waitlist).values({ userId, email }).onConflictDoNothing();
  return 'waitlisted';
}

/** Adds an e-mail to the allowlist; someone already signed up with it is approved at once. */
export async function invite(db: Database, email: string, invitedBy = 'admin') {
  await db.insert(inviteAllowlist).values({ email: normalizeEmail(email), invitedBy }).onConflictDoNothing();
}

export async function listWaitlist(db: Database) {
  return db.select({ email: waitlist.email, joined: waitlist.createdAt, approvedAt: waitlist.approvedAt }).from(waitlist).orderBy(waitlist.createdAt);
}

export type ApproveResult = 'approved' | 'already_approved' | 'invited_only';

/**
 * Grants access: allowlists the e-mail, approves the person's profile if they have signed up, and
 * tells them by e-mail. Someone not signed up yet is approved on their first visit (allowlist).
 */
export async function approve(db: Database, email: EmailService, address: string, appUrl: string): Promise<ApproveResult> {
  const normalized = normalizeEmail(address);
  await invite(db, normalized);
  const [person] = await db.select({ userId: users.id, inviteStatus: profiles.inviteStatus, name: profiles.displayName }).from(users).innerJoin(profiles, eq(profiles.userId, users.id)).where(eq(users.email, normalized)).limit(1);
  if (!person) return 'invited_only';
  if (person.inviteStatus === APPROVED_INVITE_STATUS) return 'already_approved';
  await db.update(profiles).set({ inviteStatus: APPROVED_INVITE_STATUS, updatedAt: sql`now()` }).where(eq(profiles.userId, person.userId));
  await db.update(waitlist).set({ approvedAt: sql`now()` }).where(and(eq(waitlist.userId, person.userId), isNull(waitlist.approvedAt)));
  const first = person.name?.split(/\s+/)[0] ?? 'there';
  await email.send({
    to: normalized,
    subject: "You're in — Maya is ready for you",
    text: `Hi ${first},\n\nGood news: your spot on the Maya waitlist has come up. Your results are saved, so you can go straight to finding your first match:\n\n${appUrl}/connections\n\nSee you there,\nMaya`,
  });
  return 'approved';
}

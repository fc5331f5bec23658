import { and, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { inviteAllowlist, profiles, users, waitlist } from '../../db/schema';
import { firstNameOf } from '@shared/lib/first-name';
import { APPROVED_INVITE_STATUS } from '@shared/domain/flow/flow-steps';
import type { EmailService } from '@server/modules/channels';

/**
 * The one spelling of an e-mail address for the invite list: trimmed and lower-cased. Applied once,
 * where an address comes in (invite and approve here, users.email at sign-in), so matching is plain
 * equality.
 */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * THE invite rule (spec §2.8, §6): a person is invited once their e-mail is on the allowlist — but
 * only an e-mail the provider verified. NOTE: an unverified address proves nothing: anyone can
 * claim someone else's e-mail at a provider that does not check it.
 */
const allowlistedAndVerified = sql`${users.emailVerified} and exists (select 1 from ${inviteAllowlist} where ${inviteAllowlist.email} = ${users.email})`;

/**
 * Approves every not-yet-approved person matching `who` whom the rule admits; returns the ones this
 * call changed. Conditional on invite_status, so of two concurrent calls only one sees the change.
 */
async function admitByRule(db: Database, who: SQL): Promise<{ userId: string; displayName: string | null }[]> {
  const admitted = await db
    .update(profiles)
    .set({ inviteStatus: APPROVED_INVITE_STATUS, updatedAt: sql`now()` })
    .where(and(eq(profiles.userId, users.id), ne(profiles.inviteStatus, APPROVED_INVITE_STATUS), allowlistedAndVerified, who))
    .from(users)
    .returning({ userId: profiles.userId, displayName: profiles.displayName });
  if (admitted.length > 0) {
    await db
      .update(waitlist)
      .set({ approvedAt: sql`now()` })
      .where(
        and(
          inArray(
            waitlist.userId,
            admitted.map((a) => a.userId),
          ),
          isNull(waitlist.approvedAt),
        ),
      );
  }
  return admitted;
}

/** Applies the invite rule to one person (at every sign-in and whenever their status is asked). */
export async function admitIfAllowlisted(db: Db, userId: string): Promise<boolean> {
  await admitByRule(db, eq(users.id, userId));
  const [profile] = await db.select({ inviteStatus: profiles.inviteStatus }).from(profiles).where(eq(profiles.userId, userId)).limit(1);
  return profile?.inviteStatus === APPROVED_INVITE_STATUS;
}

/** §7.1 invite/check_or_add_waitlist: invited people pass; anyone else joins the waitlist once. */
export async function checkOrAddWaitlist(db: Database, userId: string, email: string | null): Promise<'approved' | 'waitlisted'> {
  if (await admitIfAllowlisted(db, userId)) return 'approved';
  await db.insert(waitlist).values({ userId, email }).onConflictDoNothing();
  return 'waitlisted';
}

export type InviteResult = 'invited' | 'invited_signed_up';

/**
 * Puts an e-mail on the allowlist and admits at once everyone already signed up with it (verified);
 * people who sign up later are admitted at their first sign-in.
 */
export async function invite(db: Database, email: string, invitedBy = 'admin'): Promise<InviteResult> {
  return (await allowlist(db, normalizeEmail(email), invitedBy)).length > 0 ? 'invited_signed_up' : 'invited';
}

async function allowlist(db: Database, normalizedEmail: string, invitedBy: string) {
  await db.insert(inviteAllowlist).values({ email: normalizedEmail, invitedBy }).onConflictDoNothing();
  return admitByRule(db, eq(users.email, normalizedEmail));
}

export async function listWaitlist(db: Database) {
  return db
    .select({ email: waitlist.email, joined: waitlist.createdAt, approvedAt: waitlist.approvedAt, declinedAt: waitlist.declinedAt })
    .from(waitlist)
    .orderBy(waitlist.createdAt);
}

export type DeclineResult = 'declined' | 'not_waiting';

/**
 * Declines a waiting request (the moderation console, ADR 055): it leaves the console's waitlist and the person
 * stays not invited (no e-mail: the spec has none for it). Approved or unknown addresses are not waiting.
 */
export async function decline(db: Database, address: string): Promise<{ result: DeclineResult; userId: string | null }> {
  const rows = await db
    .update(waitlist)
    .set({ declinedAt: sql`now()` })
    .where(and(eq(waitlist.email, normalizeEmail(address)), isNull(waitlist.approvedAt), isNull(waitlist.declinedAt)))
    .returning({ userId: waitlist.userId });
  return rows[0] ? { result: 'declined', userId: rows[0].userId } : { result: 'not_waiting', userId: null };
}

export type ApproveResult = 'approved' | 'already_approved' | 'invited_only';

/**
 * Grants access: allowlists the e-mail, admits whoever signed up with it (verified), and tells them
 * by e-mail — once: only the call that changed someone's status sends it, however many run at once.
 * Someone not signed up yet is admitted at their first sign-in (allowlist). `userId`: the person this call admitted.
 */
export async function approve(
  db: Database,
  email: EmailService,
  address: string,
  appUrl: string,
): Promise<{ result: ApproveResult; userId: string | null }> {
  const normalized = normalizeEmail(address);
  const admitted = await allowlist(db, normalized, 'admin');
  const [person] = admitted;
  if (!person) return { result: (await isAdmitted(db, normalized)) ? 'already_approved' : 'invited_only', userId: null };
  const first = firstNameOf(person.displayName) ?? 'there';
  await email.send({
    to: normalized,
    userId: person.userId,
    subject: "You're in — Maya is ready for you",
    text:
      `Hi ${first},\n\nGood news: your spot on the Maya waitlist has come up. Your results are saved, so you ` +
      `can go straight to finding your first match:\n\n${appUrl}/connections\n\nSee you there,\nMaya`,
  });
  return { result: 'approved', userId: person.userId };
}

/** Someone signed up with this (allowlisted) e-mail is approved, by the same rule that admits. */
async function isAdmitted(db: Database, normalizedEmail: string) {
  const [row] = await db
    .select({ userId: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.userId, users.id))
    .where(and(eq(users.email, normalizedEmail), allowlistedAndVerified, eq(profiles.inviteStatus, APPROVED_INVITE_STATUS)))
    .limit(1);
  return Boolean(row);
}

/**
 * Who may use the moderation console (issue 42 item 3, ADR 055): the role comes from the signed-in session's
 * verified e-mail, looked up in ADMIN_EMAILS and MODERATOR_EMAILS. An unverified address proves nothing.
 */
export type Role = 'moderator' | 'admin';

export type RoleLists = { ADMIN_EMAILS: string[]; MODERATOR_EMAILS: string[] };

export function roleOf(person: { email: string | null; emailVerified: boolean }, lists: RoleLists): Role | null {
  if (!person.email || !person.emailVerified) return null;
  const email = person.email.trim().toLowerCase();
  if (lists.ADMIN_EMAILS.includes(email)) return 'admin';
  if (lists.MODERATOR_EMAILS.includes(email)) return 'moderator';
  return null;
}

/** Admins do everything moderators do, and also the waitlist, invites and the overview. */
export const hasRole = (role: Role | null, needed: Role) => role === 'admin' || (role !== null && role === needed);

import { z } from 'zod';
import { TEXT_LIMITS, safeText } from '../lib/bounded';

/** A table's rows as exported: column names as the app calls them, values as stored. */
const exportedRowSchema = z.record(z.string(), z.unknown());

/** The whole download (issue 16): everything Maya holds about the signed-in person, nothing of anyone else's. */
export const personalDataExportSchema = z.object({
  format: z.literal('maya-personal-data/1'),
  exported_at: z.string(),
  person: z.object({ user_id: z.string(), email: z.string().nullable() }),
  /** One list of rows per database table, keyed by the table's name (personal-data registry). */
  tables: z.record(z.string(), z.array(exportedRowSchema)),
  /** What Maya keeps outside the database, and what of it is in this file or why not. */
  outside_database: z.array(z.object({ name: z.string(), where: z.string(), in_this_file: z.string() })),
  /** Columns left out on purpose (token hashes), so the file says what it does not hold. */
  left_out: z.array(z.object({ table: z.string(), columns: z.array(z.string()), why: z.string() })),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;

export const deleteAccountRequestSchema = z.object({
  /** The account's e-mail, typed by the person to confirm. */
  email: safeText(TEXT_LIMITS.label),
});

/** How the client knows whether deleting needs a new sign-in first. */
export const privacyAccountSchema = z.object({
  email: z.string().nullable(),
  signed_in_at: z.string(),
  /** Until when this session may delete the account (a sign-in less than 10 minutes old). */
  can_delete_until: z.string(),
});

/** §5 messages of the privacy actions (one place, used by server and client). */
export const PRIVACY_MESSAGES = {
  exportLimited: 'You have downloaded your data several times in the last hour. Please try again later.',
  emailMismatch: 'That e-mail does not match your account. Type the address you sign in with.',
  signInAgain: 'For your safety, deleting your account needs a sign-in from the last 10 minutes. Please sign in again first.',
} as const;

import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../../db/client';
import { memberReports, profiles } from '../../../db/schema';
import { firstNameOf } from '@shared/lib/first-name';

/** The newest reports the admin list shows (`npm run admin -- reports`). */
export const REPORTS_LISTED = 500;

export interface ListedReport {
  id: string;
  createdAt: Date;
  reason: string;
  note: string;
  status: string;
  reporter: { userId: string; firstName: string | null };
  reported: { userId: string; firstName: string | null };
}

/** Members' reports, newest first, each side by user id and first name only (never an e-mail or full name). */
export async function listMemberReports(db: Database): Promise<ListedReport[]> {
  const reporter = alias(profiles, 'reporter_profile');
  const reported = alias(profiles, 'reported_profile');
  const rows = await db
    .select({
      id: memberReports.id,
      createdAt: memberReports.createdAt,
      reason: memberReports.reason,
      note: memberReports.note,
      status: memberReports.status,
      reporterUserId: memberReports.reporterUserId,
      reporterName: reporter.displayName,
      reportedUserId: memberReports.reportedUserId,
      reportedName: reported.displayName,
    })
    .from(memberReports)
    .leftJoin(reporter, eq(reporter.userId, memberReports.reporterUserId))
    .leftJoin(reported, eq(reported.userId, memberReports.reportedUserId))
    .orderBy(desc(memberReports.createdAt), desc(memberReports.id))
    .limit(REPORTS_LISTED);
  return rows.map((r) => ({
    id: r.id,
    createdAt: r.createdAt,
    reason: r.reason,
    note: r.note,
    status: r.status,
    reporter: { userId: r.reporterUserId, firstName: firstNameOf(r.reporterName) },
    reported: { userId: r.reportedUserId, firstName: firstNameOf(r.reportedName) },
  }));
}

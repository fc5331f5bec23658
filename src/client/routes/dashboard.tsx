import { RequireAuth } from '@client/features/auth/components/require-auth';
import { DashboardScreen } from '@client/features/dashboard/components/dashboard-screen';

/** /dashboard — the status page (spec §2.16, opened by the health panel's DASHBOARD button); signed-in only. */
export function Component() {
  return (
    <RequireAuth>
      <DashboardScreen />
    </RequireAuth>
  );
}

import { RequireAuth } from '@client/features/auth/components/require-auth';
import { AdminScreen } from '@client/features/moderation/components/admin-screen';

/** /admin — the moderation console (issue 42 item 3, ADR 055); signed-in, and the server checks the role. */
export function Component() {
  return (
    <RequireAuth>
      <AdminScreen />
    </RequireAuth>
  );
}

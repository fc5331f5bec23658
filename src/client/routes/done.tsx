import { RequireAuth } from '@client/features/auth/components/require-auth';
import { DoneScreen } from '@client/features/done/components/done-screen';

/** /done — spec §2.11: step 5, signed-in only. */
export function Component() {
  return (
    <RequireAuth>
      <DoneScreen />
    </RequireAuth>
  );
}

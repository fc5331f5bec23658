import { RequireAuth } from '@client/features/auth/components/require-auth';
import { NewProposalsBadge } from '@client/features/introductions/components/new-proposals-badge';
import { HomeShell } from '@client/features/member-home/components/home-shell';

/** /done — spec §2.11, step 5, signed-in only: the member's home; its sections are the child routes (done-*.tsx). */
export function Component() {
  return (
    <RequireAuth>
      <HomeShell introductionsBadge={<NewProposalsBadge />} />
    </RequireAuth>
  );
}

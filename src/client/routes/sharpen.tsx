import { RequireAuth } from '@client/features/auth/components/require-auth';
import { FollowUpScreen } from '@client/features/sharpen-profile/components/follow-up-screen';

/** /sharpen — 'Sharpen your profile' (issue 33): signed-in only; without a profile it points to the assessment. */
export function Component() {
  return (
    <RequireAuth>
      <FollowUpScreen />
    </RequireAuth>
  );
}

import { RequireAuth } from '@client/features/auth/components/require-auth';
import { useAuth } from '@client/features/auth/hooks/use-auth';
import { useSignOutThenHome } from '@client/features/auth/hooks/use-sign-out-then-home';
import { BetaMessage } from '@client/features/beta/components/beta-message';
import { useFlow } from '@client/features/flow/api/get-flow';
import type { FlowStep } from '@shared/domain/flow/flow-steps';

const NEXT_LABEL: Partial<Record<FlowStep, string>> = {
  onboarding: 'Start your assessment',
  reveal: 'See your profile',
  connections: 'Find your match',
  simulation: 'Watch your week with a match',
  handoff: 'Set up your chat',
};

function Beta() {
  const { user } = useAuth();
  // Not once signed out: Sign Out drops the cached flow, and re-reading it then would be a 401.
  const flow = useFlow(user !== null);
  // RequireAuth sends the person home once signed out (its `signedOutHere` case).
  const { signOut, signingOut } = useSignOutThenHome();
  const current = flow.data?.current_path;
  return (
    <BetaMessage
      displayName={user?.display_name}
      signingOut={signingOut}
      onSignOut={signOut}
      // §2.1: navigating to a step is a full page load of its path.
      nextStep={current ? { label: NEXT_LABEL[flow.data!.current] ?? 'Continue', onClick: () => window.location.assign(current) } : null}
    />
  );
}

/** /beta — spec §2.6: signed-in only. */
export function Component() {
  return (
    <RequireAuth>
      <Beta />
    </RequireAuth>
  );
}

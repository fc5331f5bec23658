import { useNavigate } from 'react-router';
import { paths } from '@client/config/paths';
import { RequireAuth } from '@client/features/auth/components/require-auth';
import { useAuth } from '@client/features/auth/hooks/use-auth';
import { ConnectionsScreen } from '@client/features/first-match/components/connections-screen';
import { useCompleteStep } from '@client/features/flow/api/complete-step';
import { StepGate } from '@client/features/flow/components/step-gate';

/** /connections — spec §2.9, gated on the connections step (§2.2). */
export function Component() {
  return (
    <RequireAuth>
      <StepGate step="connections">
        <Connections />
      </StepGate>
    </RequireAuth>
  );
}

function Connections() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const completeStep = useCompleteStep();
  // §4.1: the continue action marks the connections step complete. Marking is bookkeeping, so a
  // failure still lets the person go on to the simulation.
  const watchFullWeek = () => {
    completeStep.mutate('connections', { onSettled: () => navigate(paths.simulation) });
  };
  return <ConnectionsScreen displayName={user?.display_name} onWatchFullWeek={watchFullWeek} continuing={completeStep.isPending} />;
}

import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@client/config/paths';
import { RequireAuth } from '@client/features/auth/components/require-auth';
import { useCompleteStep } from '@client/features/flow/api/complete-step';
import { SimulationScreen } from '@client/features/simulation/components/simulation-screen';

function Simulation() {
  const completeStep = useCompleteStep();
  const navigate = useNavigate();
  // 'Continue to Handoff' (§2.12): mark the simulation step complete, then go to /handoff.
  const onContinue = () => {
    if (completeStep.isPending) return;
    completeStep.mutate('simulation', {
      onSuccess: () => navigate(paths.handoff),
      onError: () => toast.error("We couldn't save your progress", { description: 'Please try again.' }),
    });
  };
  return <SimulationScreen onContinue={onContinue} continuing={completeStep.isPending} />;
}

/** /simulation — signed-in only, no step gate (§2.1); a visitor goes to /auth. */
export function Component() {
  return (
    <RequireAuth>
      <Simulation />
    </RequireAuth>
  );
}

import { RequireAuth } from '@client/features/auth/components/require-auth';
import { AssessmentScreen } from '@client/features/assessment/components/assessment-screen';
import { StepGate } from '@client/features/flow/components/step-gate';

/** /onboarding — the 8-scene assessment (§2.7, §4.4); signed-in only, gated on the onboarding step (§2.2). */
export function Component() {
  return (
    <RequireAuth>
      <StepGate step="onboarding">
        <AssessmentScreen />
      </StepGate>
    </RequireAuth>
  );
}

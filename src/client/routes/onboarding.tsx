import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { AssessmentScreen } from '@client/features/assessment/components/assessment-screen';
import { RequireAuth } from '@client/features/auth/components/require-auth';
import { StepGate } from '@client/features/flow/components/step-gate';

function Onboarding() {
  const [params, setParams] = useSearchParams();
  const retake = params.get('retake') === '1';
  const retakeFinished = useCallback(() => setParams({}, { replace: true }), [setParams]);
  return <AssessmentScreen retake={retake} onRetakeFinished={retakeFinished} />;
}

/** /onboarding — the 8-scene assessment (§2.7, §4.4); signed-in only, gated on the onboarding step (§2.2). ?retake=1 starts a new one. */
export function Component() {
  return (
    <RequireAuth>
      <StepGate step="onboarding">
        <Onboarding />
      </StepGate>
    </RequireAuth>
  );
}

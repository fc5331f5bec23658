import { StepPlaceholder } from '@client/components/layout/step-placeholder';
import { RequireAuth } from '@client/features/auth/components/require-auth';
import { StepGate } from '@client/features/flow/components/step-gate';

/** /onboarding — gated on the onboarding step (§2.2); the screen itself ships with its own issue. */
export function Component() {
  return (
    <RequireAuth>
      <StepGate step="onboarding">
        <StepPlaceholder title="Maya Assessment" description="The 8-scene assessment is almost ready. You'll be the first to try it." />
      </StepGate>
    </RequireAuth>
  );
}

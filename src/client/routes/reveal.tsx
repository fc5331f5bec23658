import { StepPlaceholder } from '@client/components/layout/step-placeholder';
import { RequireAuth } from '@client/features/auth/components/require-auth';
import { StepGate } from '@client/features/flow/components/step-gate';

/** /reveal — gated on the reveal step (§2.2); the screen itself ships with its own issue. */
export function Component() {
  return (
    <RequireAuth>
      <StepGate step="reveal">
        <StepPlaceholder title="Your Maya Profile" description="Your profile reveal opens here soon." />
      </StepGate>
    </RequireAuth>
  );
}

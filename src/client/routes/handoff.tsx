import { StepPlaceholder } from '@client/components/layout/step-placeholder';
import { RequireAuth } from '@client/features/auth/components/require-auth';
import { StepGate } from '@client/features/flow/components/step-gate';

/** /handoff — gated on the handoff step (§2.2); the screen itself ships with its own issue. */
export function Component() {
  return (
    <RequireAuth>
      <StepGate step="handoff">
        <StepPlaceholder title="Chat setup" description="Chat hand-off opens here soon." />
      </StepGate>
    </RequireAuth>
  );
}

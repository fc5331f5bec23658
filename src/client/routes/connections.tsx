import { StepPlaceholder } from '@client/components/layout/step-placeholder';
import { RequireAuth } from '@client/features/auth/components/require-auth';
import { StepGate } from '@client/features/flow/components/step-gate';

/** /connections — gated on the connections step (§2.2); the screen itself ships with its own issue. */
export function Component() {
  return (
    <RequireAuth>
      <StepGate step="connections">
        <StepPlaceholder title="People & Invites" description="Match search opens here soon." />
      </StepGate>
    </RequireAuth>
  );
}

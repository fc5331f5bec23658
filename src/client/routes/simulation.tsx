import { StepPlaceholder } from '@client/components/layout/step-placeholder';
import { RequireAuth } from '@client/features/auth/components/require-auth';

/** /simulation — no step gate, but signed-in only (§2.1); the screen ships with its own issue. */
export function Component() {
  return (
    <RequireAuth>
      <StepPlaceholder title="Conversation simulation" description="Maya's 7-day simulation opens here soon." />
    </RequireAuth>
  );
}

import { useParams } from 'react-router';
import { FullScreenSpinner } from '@client/components/ui/full-screen-spinner';
import { useSharedPlan } from '@client/features/shared-plan/api/get-shared-plan';
import { SharedPlanGone, SharedPlanView } from '@client/features/shared-plan/components/shared-plan-view';

const GONE = 'This link no longer shows a plan.';

/** /plan/:token — a date plan shared with a friend (issue 42 item 4): public; no sign-in, nothing but the plan. */
export function Component() {
  const { token = '' } = useParams();
  const plan = useSharedPlan(token);
  if (plan.isPending) return <FullScreenSpinner />;
  if (plan.isError) return <SharedPlanGone message={plan.error instanceof Error ? plan.error.message : GONE} />;
  return <SharedPlanView plan={plan.data} />;
}

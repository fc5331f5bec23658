import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { FullScreenSpinner } from '@client/components/ui/full-screen-spinner';
import { paths } from '@client/config/paths';
import type { GatedStep } from '@shared/domain/flow/flow-steps';
import { useFlow } from '../api/get-flow';

/**
 * §2.2: shows a gated page only when the person's flow allows it, otherwise sends them where the
 * flow engine says. Expects a signed-in person (wrap in RequireAuth). A flow that fails to load
 * falls back to onboarding (§8.6).
 *
 * NOTE: the cached flow may predate a change the server made (an admin's invite while the results
 * were on screen), so a redirect waits for the flow re-read on mount; an allowed page shows at once.
 */
export function StepGate({ step, children }: { step: GatedStep; children: ReactNode }) {
  const flow = useFlow();
  if (flow.isPending) return <FullScreenSpinner label="Loading your journey" />;
  if (flow.isError) return step === 'onboarding' ? <>{children}</> : <Navigate to={paths.onboarding} replace />;
  const redirect = flow.data.gates[step];
  if (redirect && flow.isFetching) return <FullScreenSpinner label="Loading your journey" />;
  if (redirect) return <Navigate to={redirect} replace />;
  return <>{children}</>;
}

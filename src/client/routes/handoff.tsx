import { PhoneChatCard } from '@client/features/mobile-chat/components/phone-chat-card';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { RequireAuth } from '@client/features/auth/components/require-auth';
import { useAuth } from '@client/features/auth/hooks/use-auth';
import { useConnectStatus } from '@client/features/messaging-apps/api/get-connect-status';
import { flowQueryKey, useFlow } from '@client/features/flow/api/get-flow';
import { StepGate } from '@client/features/flow/components/step-gate';
import { HandoffScreen } from '@client/features/handoff/components/handoff-screen';
import { APPROVED_INVITE_STATUS } from '@shared/domain/flow/flow-steps';

function Handoff() {
  const { user } = useAuth();
  const flow = useFlow();
  // 'Connected' is said only once the number is verified (the connect page's status).
  const connectStatus = useConnectStatus();
  const queryClient = useQueryClient();
  // The step and the invite live in the flow state; re-read it when either changes.
  const refreshFlow = useCallback(() => void queryClient.invalidateQueries({ queryKey: flowQueryKey }), [queryClient]);
  // StepGate has loaded the flow before this renders.
  const flags = flow.data?.flags;
  return (
    <HandoffScreen
      invited={flags?.inviteStatus === APPROVED_INVITE_STATUS}
      alreadyComplete={flow.data?.completed.includes('handoff') ?? false}
      numberVerified={connectStatus.data?.status === 'connected'}
      displayName={user?.display_name ?? null}
      email={user?.email ?? null}
      onStepComplete={refreshFlow}
      onInviteApproved={refreshFlow}
      phoneChat={<PhoneChatCard />}
    />
  );
}

/** /handoff — spec §2.13: chat setup, gated on the handoff step (§2.2). */
export function Component() {
  return (
    <RequireAuth>
      <StepGate step="handoff">
        <Handoff />
      </StepGate>
    </RequireAuth>
  );
}

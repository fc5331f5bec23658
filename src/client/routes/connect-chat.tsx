import { RequireAuth } from '@client/features/auth/components/require-auth';
import { ConnectChatScreen } from '@client/features/messaging-apps/components/connect-chat-screen';
import { useFlow } from '@client/features/flow/api/get-flow';
import { journeyStepsDone } from '@client/features/flow/lib/journey-progress';
import { MessagingAppCard } from '@client/features/messaging-apps/components/messaging-app-card';

function ConnectChat() {
  const flow = useFlow();
  return <ConnectChatScreen stepsDone={journeyStepsDone(flow.data?.completed)} messagingApp={<MessagingAppCard />} />;
}

/** /connect-chat — spec §2.10: the messaging-app connect page (step 4 of 5), signed-in only. */
export function Component() {
  return (
    <RequireAuth>
      <ConnectChat />
    </RequireAuth>
  );
}

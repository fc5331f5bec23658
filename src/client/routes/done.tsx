import { PhoneChatCard } from '@client/features/mobile-chat/components/phone-chat-card';
import { RequireAuth } from '@client/features/auth/components/require-auth';
import { DoneScreen } from '@client/features/done/components/done-screen';
import { useFlow } from '@client/features/flow/api/get-flow';
import { SharpenCard } from '@client/features/follow-up/components/sharpen-card';
import { journeyStepsDone } from '@client/features/flow/lib/journey-progress';
import { MessagingAppCard } from '@client/features/messenger/components/messaging-app-card';

function Done() {
  const flow = useFlow();
  return (
    <DoneScreen
      stepsDone={journeyStepsDone(flow.data?.completed)}
      phoneChat={<PhoneChatCard />}
      messagingApp={<MessagingAppCard />}
      sharpen={<SharpenCard />}
    />
  );
}

/** /done — spec §2.11: step 5, signed-in only. */
export function Component() {
  return (
    <RequireAuth>
      <Done />
    </RequireAuth>
  );
}

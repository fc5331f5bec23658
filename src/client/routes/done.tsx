import { AgentHeadline } from '@client/features/agent/components/agent-headline';
import { AutomationPanel } from '@client/features/agent/components/automation-panel';
import { ChatControls, ProTips } from '@client/features/agent/components/guidance';
import { RequireAuth } from '@client/features/auth/components/require-auth';
import { useFlow } from '@client/features/flow/api/get-flow';
import { journeyStepsDone } from '@client/features/flow/lib/journey-progress';
import { Shortlist } from '@client/features/introductions/components/shortlist';
import { PreferencesCard } from '@client/features/match-preferences/components/preferences-card';
import { DoneScreen } from '@client/features/member-home/components/done-screen';
import { MessagingAppCard } from '@client/features/messaging-apps/components/messaging-app-card';
import { PhoneChatCard } from '@client/features/mobile-chat/components/phone-chat-card';
import { SharpenCard } from '@client/features/sharpen-profile/components/sharpen-card';

function Done() {
  const flow = useFlow();
  return (
    <DoneScreen
      stepsDone={journeyStepsDone(flow.data?.completed)}
      heroLine={<AgentHeadline />}
      preferences={<PreferencesCard />}
      agent={<AutomationPanel />}
      shortlist={<Shortlist />}
      guidance={
        <>
          <ChatControls />
          <ProTips />
        </>
      }
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

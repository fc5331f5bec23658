import { AutomationPanel } from '@client/features/agent/components/automation-panel';
import { ChatControls } from '@client/features/agent/components/guidance';
import { MayaSection } from '@client/features/member-home/components/home-sections';
import { MessagingAppCard } from '@client/features/messaging-apps/components/messaging-app-card';
import { PhoneChatCard } from '@client/features/mobile-chat/components/phone-chat-card';

/** /done/maya: the agent, Pause/Resume and its counts, how to steer it, the messaging app and the phone chat. */
export function Component() {
  return (
    <MayaSection
      agent={<AutomationPanel />}
      commands={<ChatControls />}
      messagingApp={<MessagingAppCard />}
      phoneChat={<PhoneChatCard />}
    />
  );
}

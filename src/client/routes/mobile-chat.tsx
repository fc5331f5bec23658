import { ConnectingScreen } from '@client/features/mobile-chat/components/connecting-screen';
import { MobileChatScreen } from '@client/features/mobile-chat/components/mobile-chat-screen';
import { useChatSession } from '@client/features/mobile-chat/hooks/use-chat-session';

/** /mobile-chat?token=… — spec §2.15: open to anyone, works only with a valid link (or its cookie). */
export function Component() {
  const { session, leave } = useChatSession();
  if (!session) return <ConnectingScreen />;
  return <MobileChatScreen session={session} onSessionGone={leave} />;
}

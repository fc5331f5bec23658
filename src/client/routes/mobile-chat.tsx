import { useAuth } from '@client/features/auth/hooks/use-auth';
import { SharpenCard } from '@client/features/sharpen-profile/components/sharpen-card';
import { ConnectingScreen } from '@client/features/mobile-chat/components/connecting-screen';
import { MobileChatScreen } from '@client/features/mobile-chat/components/mobile-chat-screen';
import { useChatSession } from '@client/features/mobile-chat/hooks/use-chat-session';

/** /mobile-chat?token=… — spec §2.15: open to anyone, works only with a valid link (or its cookie). */
export function Component() {
  const { session, leave } = useChatSession();
  // The phone chat is open to anyone with the link; the follow-up is only for someone signed in here.
  const signedIn = useAuth().status === 'authenticated';
  if (!session) return <ConnectingScreen />;
  return <MobileChatScreen session={session} onSessionGone={leave} sharpen={signedIn ? <SharpenCard headingAs="h3" /> : null} />;
}

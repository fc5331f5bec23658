import { RequireAuth } from '@client/features/auth/components/require-auth';
import { ConnectChatScreen } from '@client/features/connect-chat/components/connect-chat-screen';

/** /connect-chat — spec §2.10: the messaging-app connect page (step 4 of 5), signed-in only. */
export function Component() {
  return (
    <RequireAuth>
      <ConnectChatScreen />
    </RequireAuth>
  );
}

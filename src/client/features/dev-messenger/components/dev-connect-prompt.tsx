import { MessageCircle } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { useConnectDevChat } from '../api/connect-dev-chat';
import { DevChatNotice } from './dev-chat-notice';

/** Not connected yet: one button binds this chat to the person, as a Telegram deep link would. */
export function DevConnectPrompt() {
  const connect = useConnectDevChat();
  return (
    <DevChatNotice
      title="Maya's chat, right here"
      action={
        <Button
          size="lg"
          disabled={connect.isPending}
          aria-busy={connect.isPending}
          onClick={() =>
            connect.mutate(undefined, {
              onError: () => toast.error("Couldn't connect", { description: 'Please try again.' }),
            })
          }
        >
          {connect.isPending ? <Spinner size="sm" label="Connecting" className="text-current" /> : <MessageCircle aria-hidden="true" />}
          Connect this chat
        </Button>
      }
    >
      No Telegram or WhatsApp is set up on this server, so this page is your messaging app: Maya writes here about your matches and dates,
      with the same buttons, and you answer her here.
    </DevChatNotice>
  );
}

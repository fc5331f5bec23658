import { toast } from 'sonner';
import type { DevChat as Chat } from '@shared/schemas/messenger';
import { useSendDevMessage } from '../api/send-dev-message';
import { useTapDevButton } from '../api/tap-dev-button';
import { mayaIsTyping, newClientId, visibleMessages } from '../lib/dev-chat-view';
import { DevChatLog } from './dev-chat-log';
import { DevComposer } from './dev-composer';

/** A connected chat: the messages, Maya's buttons (a tap's answer shows as a toast, like Telegram's) and the reply box. */
export function DevChat({ chat }: { chat: Chat }) {
  const send = useSendDevMessage();
  const tap = useTapDevButton();
  const onSend = (text: string) =>
    send.mutate({ clientId: newClientId(), text }, { onError: () => toast.error('Not sent', { description: 'Please try again.' }) });
  const onTap = (data: string) =>
    tap.mutate(
      { clientId: newClientId(), data },
      {
        onSuccess: ({ callback_text }) => {
          if (callback_text) toast(callback_text);
        },
        onError: () => toast.error("That didn't go through", { description: 'Please tap again.' }),
      },
    );
  return (
    <>
      <DevChatLog messages={visibleMessages(chat)} typing={mayaIsTyping(chat, send.isPending)} onTap={tap.isPending ? null : onTap} />
      <div className="border-t border-white/10 bg-ink/90 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-xl sm:px-6">
        <div className="mx-auto max-w-2xl">
          <DevComposer sending={send.isPending} onSend={onSend} />
        </div>
      </div>
    </>
  );
}

import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import type { DevChat as Chat } from '@shared/schemas/messenger';
import { useSendDevMessage } from '../api/send-dev-message';
import { useTapDevButton } from '../api/tap-dev-button';
import { answersAwaited, mayaIsTyping, newClientId, visibleMessages } from '../lib/dev-chat-view';
import { DevChatAnswer, useTapAnswer } from './dev-chat-answer';
import { DevChatLog } from './dev-chat-log';
import { DevComposer } from './dev-composer';

/** A connected chat: the messages, Maya's buttons (a tap's answer shows for a moment over the messages, like Telegram's) and the reply box. */
export function DevChat({ chat }: { chat: Chat }) {
  const send = useSendDevMessage();
  const tap = useTapDevButton();
  const onSend = (text: string) =>
    send.mutate({ clientId: newClientId(), text }, { onError: () => toast.error('Not sent', { description: 'Please try again.' }) });
  // A tap's answer comes with a later poll (the inbox works it after the POST answered): its words show once.
  const awaited = useRef(new Set<string>());
  const tapAnswer = useTapAnswer();
  const { show } = tapAnswer;
  useEffect(() => {
    for (const answer of answersAwaited(chat, awaited.current)) {
      awaited.current.delete(answer.client_id);
      if (answer.callback_text) show(answer.callback_text);
    }
  }, [chat, show]);
  const onTap = (data: string) => {
    const clientId = newClientId();
    awaited.current.add(clientId);
    tap.mutate(
      { clientId, data },
      {
        onError: () => {
          awaited.current.delete(clientId);
          toast.error("That didn't go through", { description: 'Please tap again.' });
        },
      },
    );
  };
  return (
    <>
      <div className="relative flex min-h-0 flex-1 flex-col">
        <DevChatAnswer text={tapAnswer.text} />
        <DevChatLog messages={visibleMessages(chat)} typing={mayaIsTyping(chat, send.isPending)} onTap={tap.isPending ? null : onTap} />
      </div>
      <div className="border-t border-white/10 bg-ink/90 px-3 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur-xl sm:px-6">
        <div className="mx-auto max-w-2xl">
          <DevComposer sending={send.isPending} onSend={onSend} />
        </div>
      </div>
    </>
  );
}

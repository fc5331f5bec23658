import { ChatComposer } from '@client/components/ui/chat-composer';

/** The development chat's reply box: blank, or while a send is on its way, nothing goes. */
export function DevComposer({ sending, onSend }: { sending: boolean; onSend: (text: string) => void }) {
  const send = (text: string) => {
    if (text.trim() === '' || sending) return false;
    onSend(text);
    return true;
  };
  return <ChatComposer id="dev-chat-input" pending={sending} placeholder="Message" maxLength={4000} onSend={send} />;
}

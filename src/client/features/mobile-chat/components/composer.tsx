import { ChatComposer } from '@client/components/ui/chat-composer';

export type ComposerProps = {
  pending: boolean;
  /** Returns true when the message went (it was not blank and no reply was pending). */
  onSend: (text: string) => boolean;
};

/** The phone chat's reply box (spec §2.15). */
export function Composer({ pending, onSend }: ComposerProps) {
  return <ChatComposer id="chat-input" pending={pending} placeholder="Message Maya…" maxLength={2000} onSend={onSend} />;
}

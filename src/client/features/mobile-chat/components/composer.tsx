import { SendHorizontal } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { enterSends } from '@client/lib/enter-sends';

export type ComposerProps = {
  pending: boolean;
  /** Returns true when the message went (it was not blank and no reply was pending). */
  onSend: (text: string) => boolean;
};

/** Spec §2.15: a text input where Enter sends and Shift+Enter starts a new line, and a send button. */
export function Composer({ pending, onSend }: ComposerProps) {
  const [text, setText] = useState('');
  const blank = text.trim() === '';
  const submit = () => {
    if (onSend(text)) setText('');
  };
  const onKeyDown = enterSends(submit);
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor="chat-input" className="sr-only">
        Message Maya
      </label>
      <textarea
        id="chat-input"
        rows={1}
        value={text}
        maxLength={2000}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Message Maya…"
        enterKeyHint="send"
        className={
          'field-sizing-content max-h-36 min-h-11 flex-1 resize-none rounded-3xl border border-white/15 bg-white/5 ' +
          'px-4 py-2.5 text-base text-white placeholder:text-white/45 focus:border-maya/60 focus:outline-none'
        }
      />
      <Button type="submit" size="icon" disabled={blank || pending} aria-label="Send message">
        <SendHorizontal aria-hidden="true" className="!size-5" />
      </Button>
    </form>
  );
}

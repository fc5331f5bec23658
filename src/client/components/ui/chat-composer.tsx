import { SendHorizontal } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { enterSends } from '@client/lib/enter-sends';

export type ChatComposerProps = {
  /** The textarea's id (its label reads "Message Maya"). */
  id: string;
  pending: boolean;
  placeholder: string;
  maxLength: number;
  /** Returns true when the message went (it was not blank and nothing was pending). */
  onSend: (text: string) => boolean;
};

/** Spec §2.15: a text box where Enter sends and Shift+Enter starts a new line, and a send button. */
export function ChatComposer({ id, pending, placeholder, maxLength, onSend }: ChatComposerProps) {
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const submit = () => {
    if (!onSend(text)) return;
    setText('');
    // The send button disables itself once the box is empty: keep the keyboard in the box.
    box.current?.focus();
  };
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={id} className="sr-only">
        Message Maya
      </label>
      <textarea
        id={id}
        ref={box}
        rows={1}
        value={text}
        maxLength={maxLength}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={enterSends(submit)}
        placeholder={placeholder}
        enterKeyHint="send"
        className={
          'field-sizing-content max-h-36 min-h-11 flex-1 resize-none rounded-3xl border border-white/15 bg-white/5 ' +
          'px-4 py-2.5 text-base text-white placeholder:text-white/45 focus:border-maya/60 focus:outline-none'
        }
      />
      <Button type="submit" size="icon" disabled={text.trim() === '' || pending} aria-label="Send message">
        <SendHorizontal aria-hidden="true" className="!size-5" />
      </Button>
    </form>
  );
}

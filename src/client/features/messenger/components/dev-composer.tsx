import { SendHorizontal } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { enterSends } from '@client/lib/enter-sends';

/** The reply box: Enter sends, Shift+Enter starts a new line; blank or while a send is on its way, nothing goes. */
export function DevComposer({ sending, onSend }: { sending: boolean; onSend: (text: string) => void }) {
  const [text, setText] = useState('');
  const box = useRef<HTMLTextAreaElement>(null);
  const submit = () => {
    if (text.trim() === '' || sending) return;
    onSend(text);
    setText('');
    // The send button disables itself once the box is empty: keep the keyboard in the box.
    box.current?.focus();
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
      <label htmlFor="dev-chat-input" className="sr-only">
        Message Maya
      </label>
      <textarea
        id="dev-chat-input"
        ref={box}
        rows={1}
        value={text}
        maxLength={4000}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="Message"
        enterKeyHint="send"
        className={
          'field-sizing-content max-h-36 min-h-11 flex-1 resize-none rounded-3xl border border-white/15 bg-white/5 ' +
          'px-4 py-2.5 text-base text-white placeholder:text-white/45 focus:border-maya/60 focus:outline-none'
        }
      />
      <Button type="submit" size="icon" disabled={text.trim() === '' || sending} aria-label="Send message">
        <SendHorizontal aria-hidden="true" className="!size-5" />
      </Button>
    </form>
  );
}

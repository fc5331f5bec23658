import { cn } from '@client/lib/cn';
import { TypingDots } from '@client/components/ui/typing-dots';
import { Fragment, useEffect, useRef } from 'react';
import { newDayBefore, tapLabels, type DevChatMessage } from '../lib/dev-chat-view';
import { DevChatBubble } from './dev-chat-bubble';

export type DevChatLogProps = {
  messages: DevChatMessage[];
  typing: boolean;
  onTap: ((data: string) => void) | null;
};

/** The conversation, newest at the bottom and kept in view; new lines are announced politely. */
export function DevChatLog({ messages, typing, onTap }: DevChatLogProps) {
  const end = useRef<HTMLDivElement>(null);
  const taps = tapLabels(messages);
  useEffect(() => {
    // NOTE: a block body: newer Chromium's scrollIntoView returns a promise, which React would take for a cleanup.
    void end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, typing]);
  return (
    // The log itself scrolls, so it takes focus: the keyboard can read back through it (arrows, Page Up).
    // NOTE: relative, so the bubbles' sr-only labels stay inside it instead of stretching the page.
    <div
      role="log"
      aria-label="Messages with Maya"
      aria-live="polite"
      tabIndex={0}
      className={cn(
        'relative flex-1 overflow-y-auto overscroll-contain px-3 py-4 sm:px-6',
        'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-maya',
      )}
    >
      <ol className="mx-auto flex max-w-2xl flex-col gap-3">
        {messages.map((m, i) => {
          const day = newDayBefore(messages, i);
          return (
            <Fragment key={m.id}>
              {day && <li className="my-1 self-center rounded-full bg-white/10 px-3 py-1 text-xs font-medium text-white/70">{day}</li>}
              <DevChatBubble message={m} onTap={onTap} tapped={m.from === 'you' ? taps.get(m.text) : undefined} />
            </Fragment>
          );
        })}
      </ol>
      {typing && (
        // Outside the log: the reply itself is what gets announced.
        <div aria-hidden="true" className="mx-auto mt-3 flex max-w-2xl" data-testid="maya-typing">
          <span className="flex items-center rounded-3xl rounded-bl-lg bg-white/10 px-4 py-3.5">
            <TypingDots />
          </span>
        </div>
      )}
      <div ref={end} />
    </div>
  );
}

import { TypingDots } from '@client/components/ui/typing-dots';
import { useEffect, useRef } from 'react';
import { BrandMark } from '@client/components/layout/brand-mark';
import type { UiMessage } from '../lib/chat-state';
import { EMPTY_CHAT_PROMPTS } from '../lib/mobile-chat-copy';
import { MessageBubble } from './message-bubble';

export type MessageListProps = {
  messages: UiMessage[];
  /** Maya's reply as it streams in; '' is 'Thinking...'. */
  streaming: string | null;
  name: string | null;
  onPrompt: (text: string) => void;
  onRetry: (message: UiMessage) => void;
};

/** The conversation, newest at the bottom and kept in view; an empty chat offers a first line. */
export function MessageList({ messages, streaming, name, onPrompt, onRetry }: MessageListProps) {
  // Feedback (issue 14) on Maya's latest reply only, so the list stays calm.
  const lastReplyId = streaming === null ? messages.findLast((m) => m.role === 'assistant' && m.status === 'sent')?.id : undefined;
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // NOTE: a block body: newer Chromium's scrollIntoView returns a promise, which React would take for a cleanup.
    void end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, streaming]);
  return (
    <div className="flex-1 overflow-y-auto overscroll-contain px-3 py-4 sm:px-6">
      {messages.length === 0 && streaming === null ? <EmptyChat name={name} onPrompt={onPrompt} /> : null}
      {/* NOTE: the log wraps the list: an <ol role="log"> is no list, and axe finds its <li>s outside one. */}
      <div role="log" aria-label="Conversation with Maya" aria-live="polite">
        <ol className="mx-auto flex max-w-2xl flex-col gap-3">
          {messages.map((m) => (
            <MessageBubble key={m.id} message={m} onRetry={onRetry} feedback={m.role === 'assistant' && m.id === lastReplyId} />
          ))}
        </ol>
      </div>
      {streaming !== null && (
        // Outside the live log: announced once, as the stored reply, not token by token.
        <div aria-hidden="true" className="mx-auto mt-3 flex max-w-2xl">
          <div
            className="max-w-[85%] rounded-3xl rounded-bl-lg bg-white/10 px-4 py-2.5 text-[0.97rem] leading-relaxed break-words whitespace-pre-wrap text-white"
            data-testid="maya-streaming"
          >
            {streaming === '' ? <Thinking /> : streaming}
          </div>
        </div>
      )}
      <div ref={end} />
    </div>
  );
}

function Thinking() {
  return (
    <span className="flex items-center gap-2 text-white/70">
      <TypingDots />
      Thinking...
    </span>
  );
}

function EmptyChat({ name, onPrompt }: { name: string | null; onPrompt: (text: string) => void }) {
  return (
    <div className="mx-auto flex max-w-sm flex-col items-center px-4 pt-10 pb-6 text-center">
      <BrandMark className="size-16" />
      <h2 className="mt-5 text-xl font-semibold tracking-tight">{name ? `Hi ${name}, I'm Maya` : "Hi, I'm Maya"}</h2>
      <p className="mt-2 text-sm leading-relaxed text-white/70">
        Tell me about your day, a date you&apos;re nervous about, or anything on your mind. Type, or tap the mic to talk.
      </p>
      <ul className="mt-6 flex w-full flex-col gap-2">
        {EMPTY_CHAT_PROMPTS.map((prompt) => (
          <li key={prompt}>
            <button
              type="button"
              onClick={() => onPrompt(prompt)}
              className="w-full rounded-2xl border border-white/10 bg-white/5 px-4 py-3 text-left text-sm text-white/85 hover:border-white/25 hover:bg-white/10"
            >
              {prompt}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

import { Mic, RotateCw } from 'lucide-react';
import { cn } from '@client/lib/cn';
import type { UiMessage } from '../lib/chat-state';
import { ReplyFeedback } from './reply-feedback';

const clock = (ms: number) => `${Math.floor(ms / 60_000)}:${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')}`;
const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

/** One message: the person's on the right, Maya's on the left; a voice note shows its length. */
export function MessageBubble({
  message,
  onRetry,
  feedback = false,
}: {
  message: UiMessage;
  onRetry: (message: UiMessage) => void;
  feedback?: boolean;
}) {
  const mine = message.role === 'user';
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')} data-role={message.role} data-type={message.type}>
      <div
        className={cn(
          'max-w-[85%] rounded-3xl px-4 py-2.5 text-[0.97rem] leading-relaxed break-words whitespace-pre-wrap',
          mine ? 'rounded-br-lg bg-maya text-ink' : 'rounded-bl-lg bg-white/10 text-white',
          message.status === 'sending' && 'opacity-70',
        )}
      >
        {message.type === 'voice' && (
          <span className={cn('mb-0.5 flex items-center gap-1.5 text-xs font-semibold', mine ? 'text-ink/75' : 'text-white/70')}>
            <Mic aria-hidden="true" className="size-3.5" />
            Voice message{message.duration_ms ? ` · ${clock(message.duration_ms)}` : ''}
          </span>
        )}
        {message.content || (message.status === 'sending' ? 'Sending…' : '')}
      </div>
      {message.status === 'failed' ? (
        <button
          type="button"
          onClick={() => onRetry(message)}
          className="mt-1 flex items-center gap-1 rounded-full px-2 py-1 text-xs font-medium text-maya-light hover:bg-white/5"
        >
          <RotateCw aria-hidden="true" className="size-3" /> Not sent · Tap to retry
        </button>
      ) : (
        <span className="mt-1 px-2 text-[0.7rem] text-white/40">{message.status === 'sending' ? 'Sending…' : time(message.timestamp)}</span>
      )}
      {feedback && <ReplyFeedback messageId={message.id} />}
    </li>
  );
}

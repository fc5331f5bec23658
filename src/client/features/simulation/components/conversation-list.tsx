import { ArrowDown } from 'lucide-react';
import { motion } from 'motion/react';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { SIMULATION_DAYS } from '@shared/domain/week/simulation-plan';
import { displayText } from '@shared/lib/display-text';
import { cn } from '@client/lib/cn';
import { usePrefersReducedMotion } from '@client/lib/use-animation-quality';
import type { ConversationItem, ConversationMessage } from '../lib/conversation';
import { PART_OF_DAY_ICON } from './progress-panel';
import { matchAvatarColour } from '@client/lib/avatar-colour';

/** Within this many pixels of the bottom counts as "at the bottom": new messages keep it there. */
const STICK_THRESHOLD_PX = 96;

export type Speaker = { name: string; side: 'user' | 'match' };

export type ConversationListProps = {
  items: ConversationItem[];
  /** Who writes next, while playback waits to show a queued message. */
  typing?: Speaker | null;
  /** The stream hasn't delivered the next message yet. */
  waitingForStream?: boolean;
  /** Shown after the last message (e.g. "the week is over"). */
  footer?: ReactNode;
  className?: string;
};

/**
 * The conversation (spec §2.12): the match on the left, the person's persona on the right, day and
 * window chips, in-world time stamps. It follows new messages while the person is at the bottom;
 * once they scroll up to read, it stays put and offers a 'New messages' jump instead.
 */
export function ConversationList({ items, typing, waitingForStream = false, footer, className }: ConversationListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const stickRef = useRef(true);
  const [unseen, setUnseen] = useState(false);
  const messageCount = items.reduce((n, i) => n + (i.kind === 'message' ? 1 : 0), 0);

  const scrollToBottom = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    // Instant: the bubble's own entrance is the motion; a smooth scroll would fight the person's.
    el.scrollTop = el.scrollHeight;
    stickRef.current = true;
    setUnseen(false);
  }, []);

  const onScroll = () => {
    const el = scrollRef.current;
    if (!el) return;
    const atBottom = el.scrollHeight - el.scrollTop - el.clientHeight <= STICK_THRESHOLD_PX;
    stickRef.current = atBottom;
    if (atBottom) setUnseen(false);
  };

  // Before paint, so a new message never flashes below the fold first.
  useLayoutEffect(() => {
    if (stickRef.current) scrollToBottom();
    else if (messageCount > 0) setUnseen(true);
  }, [messageCount, typing, waitingForStream, footer, scrollToBottom]);

  return (
    <div className={cn('relative min-h-0', className)}>
      <div
        ref={scrollRef}
        onScroll={onScroll}
        tabIndex={0}
        aria-label="Simulated conversation"
        className={
          'h-full overflow-y-auto overscroll-contain px-3 py-4 [scrollbar-color:rgba(255,255,255,0.15)_transparent] ' +
          '[scrollbar-width:thin] focus-visible:outline-offset-[-2px] sm:px-5'
        }
      >
        {/* role=log: new entries are announced politely, one at a time, without re-reading the rest. */}
        <div role="log" aria-live="polite" aria-relevant="additions" aria-label="Messages">
          <ol className="flex flex-col">
            {items.map((item) => (
              <li key={item.key} className={cn(item.kind === 'message' ? (item.groupStart ? 'mt-3' : 'mt-1') : 'mt-5 first:mt-0')}>
                {item.kind === 'day' ? (
                  <DayChip day={item.day} />
                ) : item.kind === 'window' ? (
                  <WindowChip window={item.window} partOfDay={item.partOfDay} />
                ) : (
                  <MessageBubble message={item.message} groupStart={item.groupStart} />
                )}
              </li>
            ))}
          </ol>
        </div>
        {typing ? (
          <TypingIndicator speaker={typing} />
        ) : waitingForStream ? (
          <p className="mt-5 flex items-center justify-center gap-2 text-xs font-medium text-white/50">
            <Dots className="bg-white/45" /> Maya is imagining what happens next…
          </p>
        ) : null}
        {footer}
      </div>

      {unseen && (
        <button
          type="button"
          onClick={scrollToBottom}
          className={
            'absolute bottom-3 left-1/2 inline-flex -translate-x-1/2 cursor-pointer items-center gap-1.5 rounded-full ' +
            'bg-white px-3.5 py-2 text-xs font-semibold text-ink shadow-lg shadow-black/40 hover:bg-mist'
          }
        >
          <ArrowDown aria-hidden="true" className="size-3.5" /> New messages
        </button>
      )}
    </div>
  );
}

function DayChip({ day }: { day: number }) {
  return (
    <div className="flex items-center gap-3" role="separator" aria-label={`Day ${day} of ${SIMULATION_DAYS}`}>
      <span aria-hidden="true" className="h-px flex-1 bg-linear-to-r from-transparent to-white/15" />
      <span
        aria-hidden="true"
        className="rounded-full bg-white/8 px-3 py-1 text-[0.7rem] font-bold tracking-[0.12em] text-white/80 uppercase ring-1 ring-white/12"
      >
        Day {day}
      </span>
      <span aria-hidden="true" className="h-px flex-1 bg-linear-to-l from-transparent to-white/15" />
    </div>
  );
}

function WindowChip({ window, partOfDay }: { window: number; partOfDay: keyof typeof PART_OF_DAY_ICON }) {
  const Icon = PART_OF_DAY_ICON[partOfDay];
  return (
    <div className="-mt-2 flex justify-center">
      <span className="inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-[0.7rem] font-medium text-white/55">
        <Icon aria-hidden="true" className="size-3.5 text-maya-light/80" />
        {partOfDay} <span aria-hidden="true">·</span> Window {window}
      </span>
    </div>
  );
}

function initials(name: string) {
  return Array.from(name.trim())[0]?.toUpperCase() ?? '?';
}

export function Avatar({ name, side, className }: { name: string; side: 'user' | 'match'; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-8 shrink-0 place-items-center rounded-full text-xs font-bold text-white shadow-md ring-2 ring-ink',
        side === 'match' ? matchAvatarColour(name) : 'bg-linear-to-br from-dusk to-[#5b8cff]',
        className,
      )}
    >
      {initials(name)}
    </span>
  );
}

const EASE = [0.22, 1, 0.36, 1] as const;

function MessageBubble({ message, groupStart }: { message: ConversationMessage; groupStart: boolean }) {
  const reducedMotion = usePrefersReducedMotion();
  const mine = message.side === 'user';
  return (
    <motion.div
      initial={reducedMotion ? false : { opacity: 0, y: 10, scale: 0.97 }}
      animate={{ opacity: 1, y: 0, scale: 1 }}
      transition={{ duration: 0.32, ease: EASE }}
      style={{ transformOrigin: mine ? 'bottom right' : 'bottom left' }}
      className={cn('flex items-end gap-2', mine ? 'flex-row-reverse pl-10 sm:pl-16' : 'pr-10 sm:pr-16')}
    >
      {mine ? null : groupStart ? <Avatar name={message.speaker} side="match" /> : <span aria-hidden="true" className="w-8 shrink-0" />}
      <div className={cn('flex min-w-0 flex-col', mine ? 'items-end' : 'items-start')}>
        {groupStart && !mine && <span className="mb-1 ml-1 text-xs font-semibold text-white/60">{message.speaker}</span>}
        <p
          className={cn(
            'rounded-[1.25rem] px-4 py-2.5 text-[0.95rem] leading-snug text-pretty break-words whitespace-pre-line',
            mine
              ? 'rounded-br-md bg-linear-to-br from-[#6a4bff] to-[#8a4fe8] text-white shadow-lg shadow-dusk/20'
              : 'rounded-bl-md bg-white/[0.08] text-white/92 ring-1 ring-white/10',
          )}
        >
          <span className="sr-only">{mine ? `${message.speaker} (your persona)` : message.speaker}: </span>
          {displayText(message.message, 'body')}
        </p>
        <time className={cn('mt-1 px-1 text-[0.68rem] font-medium text-white/45 tabular-nums')}>
          <span className="sr-only">Day {message.context.day}, </span>
          {message.timestamp}
        </time>
      </div>
    </motion.div>
  );
}

function Dots({ className }: { className?: string }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <span aria-hidden="true" className="inline-flex items-center gap-1">
      {[0, 150, 300].map((delay) => (
        <span
          key={delay}
          className={cn('size-1.5 rounded-full', !reducedMotion && 'animate-bounce', className)}
          style={reducedMotion ? undefined : { animationDelay: `${delay}ms`, animationDuration: '1s' }}
        />
      ))}
    </span>
  );
}

function TypingIndicator({ speaker }: { speaker: Speaker }) {
  const mine = speaker.side === 'user';
  return (
    <div className={cn('mt-3 flex items-end gap-2', mine && 'flex-row-reverse')}>
      {!mine && <Avatar name={speaker.name} side="match" className="opacity-70" />}
      <div
        className={cn(
          'rounded-[1.25rem] px-4 py-3.5',
          mine ? 'rounded-br-md bg-dusk/35' : 'rounded-bl-md bg-white/[0.08] ring-1 ring-white/10',
        )}
      >
        <Dots className={mine ? 'bg-white/80' : 'bg-white/60'} />
        <span className="sr-only">{speaker.name} is typing</span>
      </div>
    </div>
  );
}

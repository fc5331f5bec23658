import { FileDown } from 'lucide-react';
import { cn } from '@client/lib/cn';
import { documentHref, documentLabel, type DevChatMessage } from '../lib/dev-chat-view';

const time = (iso: string) => new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

export type DevChatBubbleProps = {
  message: DevChatMessage;
  /** A button's data, sent as a tap; null while another tap is on its way. */
  onTap: ((data: string) => void) | null;
  /** This is the copy of a tap: the label of the button tapped. */
  tapped?: string;
};

/** One message as a phone shows it: the person's on the right; Maya's on the left, with her file and her rows of buttons. */
export function DevChatBubble({ message, onTap, tapped }: DevChatBubbleProps) {
  const mine = message.from === 'you';
  if (tapped !== undefined)
    return (
      <li className="flex justify-end" data-from="you">
        <span className="rounded-full bg-white/[0.06] px-3 py-1 text-xs text-white/65">You tapped “{tapped}”</span>
      </li>
    );
  const doc = message.document;
  return (
    <li className={cn('flex flex-col', mine ? 'items-end' : 'items-start')} data-from={message.from}>
      {message.text && (
        <div
          className={cn(
            'max-w-[85%] rounded-3xl px-4 py-2.5 text-[0.97rem] leading-relaxed break-words whitespace-pre-wrap',
            mine ? 'rounded-br-lg bg-maya text-ink' : 'rounded-bl-lg bg-white/10 text-white',
            message.status === 'pending' && mine && 'opacity-70',
          )}
        >
          <span className="sr-only">{mine ? 'You: ' : 'Maya: '}</span>
          {message.text}
        </div>
      )}
      {doc && (
        <a
          href={documentHref(doc)}
          download={doc.filename}
          className={
            'mt-1.5 flex max-w-[85%] items-center gap-3 rounded-2xl border border-white/10 bg-night/90 px-3.5 py-2.5 text-left ' +
            'hover:border-maya/50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maya'
          }
        >
          <span aria-hidden="true" className="grid size-9 shrink-0 place-items-center rounded-xl bg-maya/15 text-maya-light">
            <FileDown className="size-4.5" />
          </span>
          <span className="min-w-0">
            <span className="block text-sm font-semibold text-white">{documentLabel(doc)}</span>
            <span className="block truncate text-xs text-white/55">Download {doc.filename}</span>
          </span>
        </a>
      )}
      {message.buttons.length > 0 && (
        <div role="group" aria-label="Answers to Maya" className="mt-1.5 flex w-[85%] flex-col gap-1.5">
          {message.buttons.map((row, r) => (
            <div key={r} className="grid gap-1.5" style={{ gridTemplateColumns: `repeat(${row.length}, minmax(0, 1fr))` }}>
              {row.map((button) => (
                <button
                  key={button.data}
                  type="button"
                  disabled={onTap === null}
                  onClick={() => onTap?.(button.data)}
                  className={
                    'min-h-11 rounded-xl border border-white/10 bg-white/[0.07] px-3 py-2 text-sm font-semibold text-maya-light ' +
                    'hover:bg-white/[0.12] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-maya ' +
                    'disabled:opacity-60'
                  }
                >
                  {button.label}
                </button>
              ))}
            </div>
          ))}
        </div>
      )}
      <span className="mt-1 px-2 text-[0.7rem] text-white/45">{message.status === 'pending' ? 'Sending…' : time(message.at)}</span>
    </li>
  );
}

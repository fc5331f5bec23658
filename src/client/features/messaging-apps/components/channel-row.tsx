import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';
import type { ChannelState } from '../lib/connections-view';

const BADGE: Record<ChannelState, { text: string; className: string }> = {
  connected: { text: 'Connected', className: 'bg-emerald-400/15 text-emerald-200 ring-emerald-300/30' },
  disconnected: { text: 'Disconnected', className: 'bg-white/10 text-white/75 ring-white/15' },
  none: { text: 'Not connected', className: 'bg-white/10 text-white/75 ring-white/15' },
};

/** One messaging app in the card: its name, where it stands, what to do next. */
export function ChannelRow({ name, state, children }: { name: string; state: ChannelState; children: ReactNode }) {
  const badge = BADGE[state];
  return (
    <li className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-ink/40 p-4" aria-label={name}>
      <div className="flex items-center justify-between gap-3">
        <h3 className="text-base font-semibold">{name}</h3>
        <span className={cn('rounded-full whitespace-nowrap px-2.5 py-0.5 text-xs font-semibold ring-1', badge.className)}>
          {badge.text}
        </span>
      </div>
      {children}
    </li>
  );
}

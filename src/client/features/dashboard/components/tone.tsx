import type { ReactNode } from 'react';
import { cn } from '@client/lib/cn';
import type { Tone } from '../lib/dashboard-view';

// NOTE: whole class strings, so Tailwind finds them.
export const TONE_TEXT: Record<Tone, string> = {
  good: 'text-emerald-300',
  warn: 'text-amber-300',
  bad: 'text-rose-300',
  quiet: 'text-white/60',
};
const TONE_PILL: Record<Tone, string> = {
  good: 'bg-emerald-400/10 text-emerald-200 ring-emerald-400/30',
  warn: 'bg-amber-400/10 text-amber-200 ring-amber-400/30',
  bad: 'bg-rose-400/10 text-rose-200 ring-rose-400/30',
  quiet: 'bg-white/5 text-white/70 ring-white/15',
};
const TONE_DOT: Record<Tone, string> = { good: 'bg-emerald-400', warn: 'bg-amber-400', bad: 'bg-rose-400', quiet: 'bg-white/40' };

/** A status in words with a coloured dot: the colour never carries the meaning alone. */
export function Pill({ tone, children, className }: { tone: Tone; children: ReactNode; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 whitespace-nowrap',
        TONE_PILL[tone],
        className,
      )}
    >
      <span aria-hidden="true" className={cn('size-1.5 rounded-full', TONE_DOT[tone])} />
      {children}
    </span>
  );
}

/** A section of the status page: a titled panel. */
export function Panel({
  title,
  subtitle,
  icon,
  children,
  className,
  labelId,
}: {
  title: string;
  subtitle?: string;
  icon: ReactNode;
  children: ReactNode;
  className?: string;
  labelId: string;
}) {
  return (
    <section
      aria-labelledby={labelId}
      className={cn('rounded-3xl border border-white/10 bg-night/80 p-5 shadow-2xl shadow-black/30 backdrop-blur-xl sm:p-6', className)}
    >
      <header className="mb-4 flex items-center gap-3">
        <span
          aria-hidden="true"
          className="grid size-9 shrink-0 place-items-center rounded-xl bg-maya/15 text-maya-light ring-1 ring-maya/30"
        >
          {icon}
        </span>
        <div className="min-w-0">
          <h2 id={labelId} className="text-lg font-semibold tracking-tight">
            {title}
          </h2>
          {subtitle && <p className="text-xs text-white/60">{subtitle}</p>}
        </div>
      </header>
      {children}
    </section>
  );
}

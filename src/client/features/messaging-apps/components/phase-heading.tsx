import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '@client/lib/cn';

/** A phase's title; takes focus when it appears after the person acted, so the change is announced. */
export function PhaseHeading({ focus, className, children }: { focus: boolean; className?: string; children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <h1
      ref={ref}
      tabIndex={-1}
      className={cn(
        'text-center text-[1.75rem] leading-tight font-semibold tracking-tight text-balance outline-none sm:text-3xl',
        className,
      )}
    >
      {children}
    </h1>
  );
}

/** The round icon above each phase's title. Decorative. */
export function PhaseIcon({ tone = 'maya', children }: { tone?: 'maya' | 'success'; children: ReactNode }) {
  return (
    <div className="relative mx-auto grid w-fit place-items-center" aria-hidden="true">
      <div className={cn('absolute size-28 rounded-full blur-3xl', tone === 'success' ? 'bg-emerald-400/25' : 'bg-maya/25')} />
      <div
        className={cn(
          'relative grid size-16 place-items-center rounded-2xl text-white shadow-xl ring-1 ring-white/20 [&_svg]:size-8',
          tone === 'success'
            ? 'bg-linear-to-br from-emerald-400 to-[#25d366] shadow-emerald-500/30'
            : 'bg-linear-to-br from-dusk to-maya shadow-maya/30',
        )}
      >
        {children}
      </div>
    </div>
  );
}

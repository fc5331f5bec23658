import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@client/config/paths';
import { cn } from '@client/lib/cn';
import { BrandMark } from './brand-mark';

const GLOWS = {
  pink: 'bg-[radial-gradient(60rem_40rem_at_50%_-10%,rgba(124,92,255,0.26),transparent_60%),radial-gradient(40rem_30rem_at_50%_110%,rgba(255,93,143,0.16),transparent_60%)]',
  green: 'bg-[radial-gradient(60rem_40rem_at_50%_-10%,rgba(124,92,255,0.24),transparent_60%),radial-gradient(40rem_30rem_at_50%_110%,rgba(37,211,102,0.10),transparent_60%)]',
} as const;

/** The night-sky page of the journey's later screens: full height, safe-area padding, a soft glow. */
export function NightPage({ children, className, glow = 'pink' }: { children: ReactNode; className?: string; glow?: keyof typeof GLOWS }) {
  return (
    <main id="main" className={cn('relative isolate flex min-h-dvh flex-col items-center overflow-hidden bg-ink px-5 pt-8 pb-[max(2.5rem,env(safe-area-inset-bottom))] sm:pt-12', className)}>
      <div aria-hidden="true" className={cn('pointer-events-none absolute inset-0 -z-10', GLOWS[glow])} />
      {children}
    </main>
  );
}

/** The small 'Maya' brand mark at the top of a page, linking home. */
export function BrandHomeLink({ className }: { className?: string }) {
  return (
    <Link to={paths.home} className={cn('flex items-center gap-2 rounded-full pr-2 text-sm font-semibold text-white/85', className)} aria-label="Maya, home">
      <BrandMark className="size-6" /> Maya
    </Link>
  );
}

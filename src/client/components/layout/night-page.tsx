import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@client/config/paths';
import { cn } from '@client/lib/cn';
import { BrandMark } from './brand-mark';

// NOTE: whole class strings, so Tailwind finds them. Each screen keeps the glow it was designed with.
const GLOWS = {
  pink: 'bg-[radial-gradient(60rem_40rem_at_50%_-10%,rgba(124,92,255,0.26),transparent_60%),radial-gradient(40rem_30rem_at_50%_110%,rgba(255,93,143,0.16),transparent_60%)]',
  green:
    'bg-[radial-gradient(60rem_40rem_at_50%_-10%,rgba(124,92,255,0.24),transparent_60%),radial-gradient(40rem_30rem_at_50%_110%,rgba(37,211,102,0.10),transparent_60%)]',
  beta: 'bg-[radial-gradient(60rem_40rem_at_50%_-10%,rgba(124,92,255,0.25),transparent_60%),radial-gradient(40rem_30rem_at_50%_110%,rgba(255,93,143,0.18),transparent_60%)]',
  assessment:
    'bg-[radial-gradient(50rem_32rem_at_50%_-12%,rgba(124,92,255,0.22),transparent_60%),radial-gradient(36rem_26rem_at_50%_112%,rgba(255,93,143,0.14),transparent_60%)]',
  reveal:
    'bg-[radial-gradient(70rem_40rem_at_50%_-12%,rgba(124,92,255,0.28),transparent_60%),radial-gradient(50rem_32rem_at_85%_105%,rgba(255,93,143,0.16),transparent_60%),radial-gradient(40rem_28rem_at_0%_60%,rgba(124,92,255,0.10),transparent_60%)]',
  connections:
    'bg-[radial-gradient(70rem_40rem_at_50%_-12%,rgba(124,92,255,0.26),transparent_60%),radial-gradient(50rem_32rem_at_90%_100%,rgba(255,93,143,0.14),transparent_60%),radial-gradient(36rem_28rem_at_0%_55%,rgba(124,92,255,0.10),transparent_60%)]',
  'sign-in': 'bg-[radial-gradient(50rem_30rem_at_50%_0%,rgba(124,92,255,0.22),transparent_70%)]',
} as const;

export type NightGlow = keyof typeof GLOWS;

/** The centred column of the journey's later screens: safe-area padding at the bottom. */
const COLUMN = 'flex flex-col items-center px-5 pt-8 pb-[max(2.5rem,env(safe-area-inset-bottom))] sm:pt-12';

export type NightPageProps = {
  children: ReactNode;
  /** Layout of the page; merged over the column's (later utilities win). */
  className?: string;
  glow?: NightGlow;
  /** false: the screen lays itself out (only the frame and the glow are drawn here). */
  column?: boolean;
  /** 'x' clips only sideways: a sticky header inside needs the page not to be a scroll container. */
  clip?: 'all' | 'x';
};

/** The page shell of every screen on the night sky: the `main` landmark, full height, ink and a soft glow. */
export function NightPage({ children, className, glow = 'pink', column = true, clip = 'all' }: NightPageProps) {
  return (
    <main
      id="main"
      className={cn('relative isolate min-h-dvh bg-ink', clip === 'x' ? 'overflow-x-clip' : 'overflow-hidden', column && COLUMN, className)}
    >
      <div aria-hidden="true" className={cn('pointer-events-none absolute inset-0 -z-10', GLOWS[glow])} />
      {children}
    </main>
  );
}

/** The small 'Maya' brand mark at the top of a page, linking home. */
export function BrandHomeLink({ className }: { className?: string }) {
  return (
    <Link
      to={paths.home}
      className={cn('flex items-center gap-2 rounded-full pr-2 text-sm font-semibold text-white/85', className)}
      aria-label="Maya, home"
    >
      <BrandMark className="size-6" /> Maya
    </Link>
  );
}

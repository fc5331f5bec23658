import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '@client/components/layout/brand-mark';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { cn } from '@client/lib/cn';

/** The page around every state of the simulation: night sky, brand, and 'GO TO HANDOFF'. */
export function SimulationShell({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <main id="main" className="relative isolate min-h-dvh overflow-x-clip bg-ink">
      <div
        aria-hidden="true"
        className={
          'pointer-events-none absolute inset-0 -z-10 ' +
          'bg-[radial-gradient(60rem_36rem_at_50%_-14%,rgba(124,92,255,0.26),transparent_60%),radial-gradient(46rem_30rem_at_100%_100%,rgba(255,93,143,0.14),transparent_60%),radial-gradient(36rem_26rem_at_0%_55%,rgba(124,92,255,0.10),transparent_60%)]'
        }
      />
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-8">
        <Link to={paths.beta} className="flex items-center gap-2 rounded-full pr-2 text-sm font-semibold text-white/85 hover:text-white">
          <BrandMark className="size-7" /> Maya
        </Link>
        <Button asChild variant="outline" size="sm" className="tracking-wide">
          <Link to={paths.handoff}>
            GO TO HANDOFF <ArrowRight aria-hidden="true" />
          </Link>
        </Button>
      </header>
      <div className={cn('mx-auto w-full max-w-6xl px-4 pb-[max(1.5rem,env(safe-area-inset-bottom))] sm:px-8', className)}>{children}</div>
    </main>
  );
}

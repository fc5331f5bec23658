import { ArrowRight, Target } from 'lucide-react';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { cn } from '@client/lib/cn';
import { useFollowUp } from '../api/get-follow-up';
import { effortLine, leastSureLine, startLabel } from '../lib/follow-up-copy';

export type SharpenCardProps = {
  /** h2 on a page, h3 inside a panel that has its own h2. */
  headingAs?: 'h2' | 'h3';
  className?: string;
};

/**
 * 'Sharpen your profile' (issue 33): offered after the reveal, on /done and in 'What Maya knows'.
 * Optional by design: nothing waits for it, it shows nothing while it loads or if it cannot load,
 * and it is gone once the follow-up is done.
 */
export function SharpenCard({ headingAs: Heading = 'h2', className }: SharpenCardProps) {
  const headingId = useId();
  const followUp = useFollowUp().data;
  const location = useLocation();
  if (!followUp || followUp.status === 'done') return null;
  const leastSure = leastSureLine(followUp.least_sure);
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'w-full rounded-3xl border border-maya/25 bg-night/80 p-4 shadow-2xl shadow-black/30 backdrop-blur-xl sm:p-7',
        className,
      )}
    >
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-2xl bg-maya/15 text-maya-light">
          <Target className="size-5" />
        </span>
        <div className="min-w-0">
          <Heading id={headingId} className="text-lg font-semibold tracking-tight sm:text-xl">
            Sharpen your profile
          </Heading>
          {leastSure && <p className="mt-1 text-sm leading-relaxed text-white/85">{leastSure}</p>}
          <p className="mt-1 text-sm leading-relaxed text-white/70">{effortLine(followUp)}</p>
        </div>
      </div>
      <Button asChild className="mt-5 w-full sm:w-auto">
        <Link to={paths.sharpen} state={{ from: location.pathname + location.search }}>
          {startLabel(followUp.status)}
          <ArrowRight aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}

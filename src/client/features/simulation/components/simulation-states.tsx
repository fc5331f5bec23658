import { ClipboardList, Hourglass, LogIn, RotateCcw, TriangleAlert } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { cn } from '@client/lib/cn';
import { usePrefersReducedMotion } from '@client/lib/use-animation-quality';
import type { SimulationError } from '../api/simulation-events';

/** The loading card while the run starts (spec §2.12). */
export function SimulationLoadingCard({ waitingForPrevious = false }: { waitingForPrevious?: boolean }) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Card className="mx-auto mt-[12vh] w-full max-w-md px-6 py-10 text-center sm:px-10">
      <div className="relative mx-auto grid size-20 place-items-center">
        <span aria-hidden="true" className={cn('absolute inset-0 rounded-full bg-maya/20 blur-xl', !reducedMotion && 'animate-pulse')} />
        <Spinner size="lg" label={waitingForPrevious ? 'Finishing your previous simulation' : 'Starting your simulation'} />
      </div>
      <h1 className="mt-6 text-2xl font-semibold tracking-tight text-balance">
        {waitingForPrevious ? 'Wrapping up your last run…' : 'Setting up your week…'}
      </h1>
      <p className="mt-2 text-sm leading-relaxed text-pretty text-white/70">
        {waitingForPrevious
          ? 'A simulation from a moment ago is still closing. Yours starts as soon as it has.'
          : 'Maya is introducing your persona to someone new. Seven days of conversation start in a moment.'}
      </p>
    </Card>
  );
}

type ErrorCopy = { icon: ReactNode; title: string; note?: string };

const copyFor = (error: SimulationError, stoppedEarly: boolean): ErrorCopy => {
  switch (error.kind) {
    case 'no-profile':
      return { icon: <ClipboardList aria-hidden="true" />, title: 'Your profile comes first' };
    case 'signed-out':
      return { icon: <LogIn aria-hidden="true" />, title: 'Please sign in again' };
    case 'busy':
      return {
        icon: <Hourglass aria-hidden="true" />,
        title: 'A simulation is already running',
        note: 'It may still be playing in another tab. Close it or wait for it to finish, then try again.',
      };
    default:
      return {
        icon: <TriangleAlert aria-hidden="true" />,
        title: stoppedEarly ? 'The simulation stopped early' : 'The simulation didn’t start',
      };
  }
};

export type SimulationErrorCardProps = {
  error: SimulationError;
  onRetry: () => void;
  /** Messages were already on screen: the card sits under the conversation, not in its place. */
  stoppedEarly?: boolean;
  className?: string;
};

/** The error card (spec §2.12, §8.5): the message, and the way forward for each failure. */
export function SimulationErrorCard({ error, onRetry, stoppedEarly = false, className }: SimulationErrorCardProps) {
  const { icon, title, note } = copyFor(error, stoppedEarly);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    headingRef.current?.focus();
  }, []);
  const Heading = stoppedEarly ? 'h2' : 'h1';

  return (
    <Card role="alert" className={cn('w-full px-6 py-8 text-center sm:px-10', !stoppedEarly && 'mx-auto mt-[12vh] max-w-md', className)}>
      <div className="mx-auto grid size-14 place-items-center rounded-2xl bg-maya/12 text-maya-light ring-1 ring-maya/25 [&_svg]:size-7">
        {icon}
      </div>
      <Heading ref={headingRef} tabIndex={-1} className="mt-5 text-2xl font-semibold tracking-tight text-balance outline-none">
        {title}
      </Heading>
      <p className="mt-2 text-sm leading-relaxed text-pretty text-white/75">{error.message}</p>
      {note && <p className="mt-2 text-sm leading-relaxed text-pretty text-white/60">{note}</p>}
      <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {error.kind === 'no-profile' ? (
          <Button asChild size="lg">
            <Link to={paths.onboarding}>Complete Assessment First</Link>
          </Button>
        ) : error.kind === 'signed-out' ? (
          <Button asChild size="lg">
            <Link to={paths.auth}>Sign in</Link>
          </Button>
        ) : (
          <Button size="lg" onClick={onRetry}>
            <RotateCcw aria-hidden="true" /> Try again
          </Button>
        )}
      </div>
    </Card>
  );
}

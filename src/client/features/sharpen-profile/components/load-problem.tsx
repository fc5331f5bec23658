import { RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { ApiError } from '@client/lib/api-client';

/** The follow-up could not be read: without a profile there is nothing to sharpen yet; otherwise, try again. */
export function LoadProblem({ error, retrying, onRetry }: { error: unknown; retrying: boolean; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 404)
    return (
      <div className="flex flex-col items-start gap-4">
        <p className="text-base leading-relaxed text-white/80">
          Let&rsquo;s get to know you first: take the assessment, then come back here.
        </p>
        <Button asChild>
          <Link to={paths.onboarding}>Start the assessment</Link>
        </Button>
      </div>
    );
  return (
    <div role="alert" className="flex flex-col items-start gap-4">
      <p className="text-base leading-relaxed text-white/80">
        We couldn&rsquo;t load your questions just now. Your answers so far are safe.
      </p>
      <Button variant="secondary" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        <RotateCw aria-hidden="true" /> Try again
      </Button>
    </div>
  );
}

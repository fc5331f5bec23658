import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { supportEmail } from './support-email';

export type ErrorFallbackProps = { errorId: string; onRetry?: () => void };

/**
 * The error screen's words and actions with nothing to load (spec §2.16): shown while the full
 * screen's chunk arrives, and instead of it when that chunk cannot load either (a deploy removed
 * it, the network is gone). Report is a plain mail link carrying the Error ID.
 */
export function ErrorFallback({ errorId, onRetry }: ErrorFallbackProps) {
  const mail = `mailto:${supportEmail}?subject=${encodeURIComponent(`Maya error ${errorId}`)}`;
  return (
    <main className="grid min-h-dvh place-items-center bg-ink px-5 py-16">
      <section aria-labelledby="error-title" className="w-full max-w-md text-center">
        <h1 id="error-title" className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          Something went wrong
        </h1>
        <p className="mt-3 text-base leading-relaxed text-balance text-white/70">
          We encountered an unexpected error. Our team has been notified.
        </p>
        <p className="mx-auto mt-6 inline-flex max-w-full gap-2 rounded-full border border-white/10 bg-white/5 px-4 py-2 text-sm">
          <span className="text-white/60">Error ID</span>
          <code className="truncate font-mono text-white select-all" data-testid="error-id">
            {errorId}
          </code>
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button size="lg" onClick={onRetry ?? (() => window.location.reload())}>
            Try Again
          </Button>
          <Button size="lg" variant="outline" onClick={() => window.location.assign(paths.home)}>
            Go Home
          </Button>
          <Button size="lg" variant="ghost" asChild>
            <a href={mail}>Report</a>
          </Button>
        </div>
      </section>
    </main>
  );
}

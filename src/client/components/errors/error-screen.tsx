import { Check, Copy, House, Mail, RotateCcw, TriangleExclamationPoint } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { createErrorId, describeError } from './report-mail';
import { supportEmail } from './support-email';

export type ErrorScreenProps = {
  error?: unknown;
  /** Which boundary caught the error; goes into the report. */
  boundary?: string;
  /** Defaults to reloading the page. */
  onRetry?: () => void;
  /** Defaults to a freshly generated ID. */
  errorId?: string;
};

/** The generic error screen (spec §2.16). Works outside the router: it uses plain links. */
export function ErrorScreen({ error, boundary = 'app', onRetry, errorId: givenId }: ErrorScreenProps) {
  const errorId = useMemo(() => givenId ?? createErrorId(), [givenId]);
  const [copied, setCopied] = useState(false);

  const report = async () => {
    const { buildReportMailto } = await import('./report-mailto');
    window.location.assign(
      buildReportMailto(supportEmail, { errorId, error, boundary, url: window.location.href, timestamp: new Date().toISOString() }),
    );
  };

  const copyId = async () => {
    try {
      await navigator.clipboard.writeText(errorId);
      setCopied(true);
      window.setTimeout(() => setCopied(false), 2000);
    } catch {
      // Clipboard blocked (insecure context, permissions): the ID stays visible and selectable.
    }
  };

  return (
    <main className="relative grid min-h-dvh place-items-center overflow-hidden bg-ink px-5 py-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-1/4 left-1/2 size-[32rem] -translate-x-1/2 rounded-full bg-maya/10 blur-3xl"
      />
      <section aria-labelledby="error-title" className="relative w-full max-w-md text-center">
        <div className="mx-auto mb-6 grid size-16 place-items-center rounded-2xl bg-maya/15 text-maya ring-1 ring-maya/30">
          <TriangleExclamationPoint className="size-8" aria-hidden="true" />
        </div>
        <h1 id="error-title" className="text-3xl font-semibold tracking-tight text-balance sm:text-4xl">
          Something went wrong
        </h1>
        <p className="mt-3 text-base leading-relaxed text-balance text-white/70">
          We encountered an unexpected error. Our team has been notified.
        </p>

        <div className="mx-auto mt-6 inline-flex max-w-full items-center gap-1 rounded-full border border-white/10 bg-white/5 py-1 pr-1 pl-4 text-sm">
          <span className="text-white/60">Error ID</span>
          <code className="truncate font-mono text-white select-all" data-testid="error-id">
            {errorId}
          </code>
          <Button variant="ghost" size="icon" className="size-8" onClick={copyId} aria-label={copied ? 'Error ID copied' : 'Copy Error ID'}>
            {copied ? <Check className="text-emerald-400" /> : <Copy />}
          </Button>
          <span className="sr-only" aria-live="polite">
            {copied ? 'Copied' : ''}
          </span>
        </div>

        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Button size="lg" onClick={onRetry ?? (() => window.location.reload())}>
            <RotateCcw /> Try Again
          </Button>
          {/* Full page loads on purpose: after an error the in-memory app state is suspect. */}
          <Button size="lg" variant="outline" onClick={() => window.location.assign(paths.home)}>
            <House /> Go Home
          </Button>
          <Button size="lg" variant="ghost" onClick={() => void report()}>
            <Mail /> Report
          </Button>
        </div>

        {import.meta.env.DEV && error !== undefined && (
          <details className="mt-8 rounded-2xl border border-white/10 bg-white/5 p-4 text-left text-xs text-white/70">
            <summary className="cursor-pointer font-medium text-white/80">Details (development only)</summary>
            <pre className="mt-3 overflow-auto font-mono whitespace-pre-wrap">
              {describeError(error).stack ?? describeError(error).message}
            </pre>
          </details>
        )}
      </section>
    </main>
  );
}

import { CheckCircle2, Download } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { exportFileName } from '@shared/domain/auth/sensitive-session';
import { useExportMyData } from '../api/export-my-data';

const DOWNLOAD_FAILED = 'We could not prepare your file. Please try again.';

/** 'Download my data': one JSON file with everything Maya holds about the person. */
export function DownloadDataCard() {
  return (
    <section aria-labelledby="download-data-title" className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10 sm:p-6">
      <h3 id="download-data-title" className="text-lg font-semibold text-white">
        Download my data
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-white/70">
        One JSON file with everything Maya holds about you: your profile, assessment answers, personality profiles, matches and simulated
        weeks, chats and what Maya remembers, preferences, hand-off settings and security events. Nothing about anyone else.
      </p>
      <DownloadDataAction className="mt-4" />
    </section>
  );
}

/** The 'Download my data' button with its limit, and what came of it. */
export function DownloadDataAction({ className }: { className?: string }) {
  const download = useExportMyData();
  const error = download.error ? download.error.message || DOWNLOAD_FAILED : null;
  return (
    <div className={className}>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <Button variant="secondary" onClick={() => download.mutate()} disabled={download.isPending} className="w-full sm:w-auto">
          {download.isPending ? <Spinner size="sm" /> : <Download aria-hidden="true" />}
          {download.isPending ? 'Preparing your file…' : 'Download my data'}
        </Button>
        <p className="text-xs text-white/50">Up to 3 downloads an hour.</p>
      </div>
      <div aria-live="polite">
        {download.isSuccess && (
          <p className="mt-3 flex items-center gap-2 text-sm text-emerald-300">
            <CheckCircle2 aria-hidden="true" className="size-4" /> Saved {exportFileName(download.data.exported_at)}
          </p>
        )}
      </div>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}

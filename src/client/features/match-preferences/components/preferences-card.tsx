import { HeartHandshake, Pencil, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { usePreferences } from '../api/get-preferences';
import { preferencesSummary } from '../lib/preferences-view';
import { PreferencesForm } from './preferences-form';

/**
 * "Who you'd like to meet" (issue 31 item 1): open and prominent until the person has told Maya,
 * then a short summary with Edit. The agent cannot start without it.
 */
export function PreferencesCard() {
  const preferences = usePreferences();
  const [editing, setEditing] = useState(false);
  const saved = preferences.data;
  const missing = saved === null;

  return (
    <section
      aria-labelledby="preferences-title"
      className={cn(
        'flex flex-col gap-4 rounded-3xl border bg-night/80 p-4 shadow-2xl shadow-black/40 backdrop-blur-xl sm:gap-5 sm:p-8',
        missing ? 'border-maya/50 ring-1 ring-maya/30' : 'border-white/10',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="grid size-11 place-items-center rounded-2xl bg-maya/15 text-maya-light ring-1 ring-maya/30">
            <HeartHandshake className="size-5" />
          </span>
          <h2 id="preferences-title" className="text-lg font-semibold tracking-tight">
            Who you&rsquo;d like to meet
          </h2>
        </div>
        {saved && !editing && (
          <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
        )}
      </div>

      {preferences.isPending ? (
        <div aria-hidden="true" className="h-24 animate-pulse rounded-2xl bg-white/5" />
      ) : preferences.isError ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-2xl border border-red-300/25 bg-red-400/10 p-4 text-sm text-red-100"
        >
          <p>We couldn&rsquo;t load who you&rsquo;d like to meet just now.</p>
          <Button size="sm" variant="secondary" onClick={() => void preferences.refetch()} disabled={preferences.isFetching}>
            <RotateCw aria-hidden="true" /> Try again
          </Button>
        </div>
      ) : saved && !editing ? (
        <dl className="grid gap-3 sm:grid-cols-2">
          {preferencesSummary(saved).map(({ label, value }) => (
            <div key={label} className="rounded-2xl border border-white/10 bg-white/[0.04] px-4 py-3">
              <dt className="text-xs font-medium tracking-wide text-white/60 uppercase">{label}</dt>
              <dd className="mt-1 text-sm text-white">{value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <>
          {missing && (
            <p className="text-sm leading-relaxed text-white/75">
              Your agent starts looking once you tell Maya who you&rsquo;d like to meet. A few facts, only used for matching.
            </p>
          )}
          <PreferencesForm saved={saved ?? null} onDone={() => setEditing(false)} />
        </>
      )}
    </section>
  );
}

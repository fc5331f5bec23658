import { Bot, Heart, MessagesSquare, Pause, Play, RotateCw, UserSearch } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { ApiError } from '@client/lib/api-client';
import { cn } from '@client/lib/cn';
import { useAutomation } from '../api/get-automation';
import { useUpdateAutomation } from '../api/update-automation';
import {
  AUTOMATION_UPDATE_FAILED,
  automationBadge,
  automationSummary,
  formatStat,
  STAT_TILES,
  toggleFor,
  type AutomationStatus,
} from '../lib/automation-view';

const TILE_ICONS = { profilesAnalyzed: UserSearch, matchesFound: Heart, conversationsStarted: MessagesSquare } as const;

/** §2.11: the Active/Paused badge, Pause/Resume (persisted by the API) and the three stat tiles. */
export function AutomationPanel() {
  const automation = useAutomation();
  const update = useUpdateAutomation();
  const data = automation.data;
  const toggle = data ? toggleFor(data.status) : null;

  const onToggle = () => {
    if (!toggle || update.isPending) return;
    update.mutate(toggle.action, {
      onSuccess: (next) =>
        toast.success(next.status === 'paused' ? 'Maya is paused' : 'Maya is back on', {
          description: next.status === 'paused' ? 'Resume her here or reply RESUME in the chat.' : "She's looking for your people again.",
        }),
      // Resuming before the person said who they'd like to meet: the server's own words say what to do.
      onError: (error) =>
        toast.error(AUTOMATION_UPDATE_FAILED.title, {
          description:
            error instanceof ApiError && error.code === 'preferences_needed' ? error.message : AUTOMATION_UPDATE_FAILED.description,
        }),
    });
  };

  return (
    <section
      aria-labelledby="automation-title"
      className="flex flex-col gap-4 rounded-3xl border border-white/10 bg-night/80 p-4 shadow-2xl shadow-black/40 backdrop-blur-xl sm:gap-5 sm:p-8"
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex items-center gap-3">
          <span aria-hidden="true" className="grid size-11 place-items-center rounded-2xl bg-dusk/20 text-violet-200 ring-1 ring-dusk/40">
            <Bot className="size-5" />
          </span>
          <div>
            <h2 id="automation-title" className="text-lg font-semibold tracking-tight">
              Your Maya
            </h2>
            {data ? (
              <StatusBadge status={data.status} />
            ) : (
              <span aria-hidden="true" className="mt-1 block h-6 w-20 animate-pulse rounded-full bg-white/10" />
            )}
          </div>
        </div>
        {toggle && (
          <Button
            size="md"
            variant={toggle.label === 'Pause' ? 'outline' : 'primary'}
            onClick={onToggle}
            disabled={update.isPending}
            aria-busy={update.isPending}
            className="min-w-32"
          >
            {update.isPending ? (
              <Spinner size="sm" label={toggle.label === 'Pause' ? 'Pausing Maya' : 'Resuming Maya'} className="text-current" />
            ) : toggle.label === 'Pause' ? (
              <Pause aria-hidden="true" />
            ) : (
              <Play aria-hidden="true" />
            )}
            {toggle.label}
          </Button>
        )}
      </div>

      {automation.isError && !data ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-3 rounded-2xl border border-red-300/25 bg-red-400/10 p-4 text-sm text-red-100"
        >
          <p>We couldn&rsquo;t load Maya&rsquo;s status just now.</p>
          <Button size="sm" variant="secondary" onClick={() => void automation.refetch()} disabled={automation.isFetching}>
            <RotateCw aria-hidden="true" /> Try again
          </Button>
        </div>
      ) : (
        <p className="text-sm leading-relaxed text-white/70">
          {data ? automationSummary(data.status, data.hasPreferences) : 'Checking on Maya…'}
          {data?.status === 'none' && (
            <>
              {' '}
              <Link to={paths.handoff} className="font-semibold text-maya-light underline-offset-4 hover:underline">
                Set up your chat
              </Link>
            </>
          )}
          {data && data.status !== 'none' && !data.hasPreferences && (
            <>
              {' '}
              <Link to={paths.doneSettings} className="font-semibold text-maya-light underline-offset-4 hover:underline">
                Tell Maya in Settings
              </Link>
            </>
          )}
        </p>
      )}

      {/* Three across from the narrowest phone: a number reads at a glance, its label under it. */}
      <dl className="grid grid-cols-3 gap-1.5 sm:gap-3">
        {STAT_TILES.map(({ key, label }) => {
          const Icon = TILE_ICONS[key];
          return (
            <div key={key} className="flex min-w-0 flex-col items-start rounded-2xl border border-white/10 bg-white/[0.04] p-2.5 sm:p-3">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-maya-light" />
              <dt className="order-3 mt-1 max-w-full text-[0.6875rem] leading-snug break-words hyphens-auto text-white/70 sm:text-xs">
                {label}
              </dt>
              <dd className="order-2 mt-2 text-2xl font-semibold tracking-tight tabular-nums sm:mt-3 sm:text-3xl">
                {data ? formatStat(data.stats[key]) : <StatPlaceholder failed={automation.isError} />}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

// NOTE: aria-label is not allowed on a plain span (axe: aria-prohibited-attr), so the words are visually hidden text.
function StatPlaceholder({ failed }: { failed: boolean }) {
  return failed ? (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">Not available</span>
    </>
  ) : (
    <>
      <span aria-hidden="true" className="inline-block h-7 w-10 animate-pulse rounded-lg bg-white/10 align-middle" />
      <span className="sr-only">Loading</span>
    </>
  );
}

function StatusBadge({ status }: { status: AutomationStatus }) {
  const badge = automationBadge(status);
  return (
    <span
      role="status"
      data-status={status}
      className={cn(
        'mt-1 inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold tracking-wide ring-1',
        badge.tone === 'active' && 'bg-emerald-400/15 text-emerald-200 ring-emerald-300/30',
        badge.tone === 'paused' && 'bg-amber-400/15 text-amber-200 ring-amber-300/30',
        badge.tone === 'idle' && 'bg-white/10 text-white/75 ring-white/15',
      )}
    >
      <span aria-hidden="true" className="relative flex size-2">
        {badge.tone === 'active' && (
          <span className="absolute inline-flex size-full rounded-full bg-emerald-300 opacity-75 motion-safe:animate-ping" />
        )}
        <span
          className={cn(
            'relative inline-flex size-2 rounded-full',
            badge.tone === 'active' ? 'bg-emerald-300' : badge.tone === 'paused' ? 'bg-amber-300' : 'bg-white/50',
          )}
        />
      </span>
      <span className="sr-only">Maya is </span>
      {badge.label}
    </span>
  );
}

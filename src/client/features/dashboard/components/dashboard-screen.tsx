import { RefreshCw } from 'lucide-react';
import { BrandHomeLink, NightPage } from '@client/components/layout/night-page';
import { Button } from '@client/components/ui/button';
import { FullScreenSpinner } from '@client/components/ui/full-screen-spinner';
import { useDashboard } from '../api/get-dashboard';
import { levelLabel, levelTone } from '../lib/dashboard-view';
import { AppMetricsPanel } from './app-metrics-panel';
import { OwnMetricsPanel } from './own-metrics-panel';
import { SecurityPanel } from './security-panel';
import { ServerHealthPanel } from './server-health-panel';
import { Pill } from './tone';

const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit' });

/** /dashboard: the status page opened from the health panel (spec §2.16), re-read every 30 s (§9). */
export function DashboardScreen() {
  const dashboard = useDashboard();
  if (dashboard.isPending) return <FullScreenSpinner label="Checking the system" />;
  if (dashboard.isError) {
    return (
      <NightPage glow="sign-in" className="justify-center">
        <h1 className="text-2xl font-semibold">System status</h1>
        <p className="mt-3 max-w-md text-center text-white/70">The status could not be read just now. {dashboard.error.message}</p>
        <Button className="mt-6" onClick={() => void dashboard.refetch()}>
          <RefreshCw aria-hidden="true" /> Try again
        </Button>
      </NightPage>
    );
  }
  const data = dashboard.data;
  return (
    <NightPage glow="sign-in" className="items-stretch sm:px-8">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6">
        <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <BrandHomeLink />
            <h1 className="mt-6 text-3xl font-semibold tracking-tight sm:text-4xl">System status</h1>
            <div className="mt-2 flex flex-wrap items-center gap-2 text-sm text-white/70">
              <span>Overall</span>
              <Pill tone={levelTone(data.health.status)}>{levelLabel(data.health.status)}</Pill>
              <span aria-live="polite">
                · checked at <time dateTime={data.generatedAt}>{TIME.format(new Date(data.generatedAt))}</time>
              </span>
            </div>
          </div>
          <Button
            variant="outline"
            size="sm"
            className="self-start sm:self-auto"
            onClick={() => void dashboard.refetch()}
            disabled={dashboard.isFetching}
          >
            <RefreshCw aria-hidden="true" className={dashboard.isFetching ? 'motion-safe:animate-spin' : undefined} /> Check now
          </Button>
        </header>
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="flex min-w-0 flex-col gap-6 lg:col-span-2">
            <AppMetricsPanel metrics={data.metrics} />
            <ServerHealthPanel health={data.health} />
          </div>
          <div className="flex min-w-0 flex-col gap-6">
            <SecurityPanel security={data.security} />
            <OwnMetricsPanel />
          </div>
        </div>
      </div>
    </NightPage>
  );
}

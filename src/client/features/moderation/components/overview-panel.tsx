import { Spinner } from '@client/components/ui/spinner';
import { Card } from '@client/components/ui/card';
import { useOverview } from '../api/get-overview';
import { DayChart } from './day-chart';

function Stat({ label, value, note }: { label: string; value: string | number; note?: string }) {
  return (
    <div className="rounded-2xl border border-white/10 bg-white/5 px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-white/70 uppercase">{label}</dt>
      <dd className="mt-1 text-2xl font-semibold">{value}</dd>
      {note && <dd className="text-xs text-white/70">{note}</dd>}
    </div>
  );
}

const MODEL_STATE: Record<string, string> = { ok: 'working', misconfigured: 'misconfigured', down: 'not answering' };

/** The admins' overview: the numbers, and the last 14 days as charts (a person would rather look than read). */
export function OverviewPanel() {
  const overview = useOverview(true);
  if (overview.isPending) return <Spinner label="Reading the overview" />;
  if (overview.isError) return <p role="alert">The overview could not be read: {overview.error.message}</p>;
  const o = overview.data;
  const days = o.days.map((d) => d.day);
  const model = o.model.engine === 'offline' ? 'Offline engine' : (o.model.model ?? 'Model');
  return (
    <section aria-labelledby="overview-title" className="flex flex-col gap-4">
      <h2 id="overview-title" className="text-xl font-semibold">
        Overview
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-5">
        <Stat label="Members active" value={o.membersActive} />
        <Stat label="Proposals open" value={o.proposalsOpen} />
        <Stat label="Introductions" value={o.introductions} />
        <Stat
          label="Jobs queued"
          value={o.jobs ? o.jobs.queued : '—'}
          note={o.jobs ? `${o.jobs.active} running · ${o.jobs.failedLastDay} failed today` : 'in-process queue (embedded database)'}
        />
        <Stat label="Model" value={MODEL_STATE[o.model.state] ?? o.model.state} note={o.model.message ?? model} />
      </dl>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <Card className="p-5">
          <DayChart
            title="Flags and reports per day"
            days={days}
            series={[
              { key: 'flags', label: 'Automatic flags', values: o.days.map((d) => d.flags) },
              { key: 'reports', label: 'Reports', values: o.days.map((d) => d.reports) },
            ]}
          />
        </Card>
        <Card className="p-5">
          <DayChart
            title="Proposals and introductions per day"
            days={days}
            series={[
              { key: 'proposals', label: 'Proposals', values: o.days.map((d) => d.proposals) },
              { key: 'introductions', label: 'Introductions', values: o.days.map((d) => d.introductions) },
            ]}
          />
        </Card>
      </div>
    </section>
  );
}

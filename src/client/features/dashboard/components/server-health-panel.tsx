import { Server } from 'lucide-react';
import type { Dashboard } from '@shared/schemas/monitoring';
import { formatMs, formatUptime, type Tone } from '../lib/dashboard-view';
import { Panel, Pill } from './tone';

type Row = { label: string; value: string; status: string; tone: Tone };

function rows(health: Dashboard['health']): Row[] {
  const { database, redis, ai, eventLoop } = health;
  const loopTone: Tone = eventLoop.p99Ms >= 1000 ? 'bad' : eventLoop.p99Ms >= 100 ? 'warn' : 'good';
  return [
    {
      label: 'Database',
      value: database.latencyMs === null ? 'No answer' : `${formatMs(database.latencyMs)} round trip`,
      status: database.status === 'up' ? 'Up' : 'Down',
      tone: database.status === 'up' ? 'good' : 'bad',
    },
    redis.status === 'not_configured'
      ? { label: 'Redis', value: 'Not configured: limits and runs stay in this process', status: 'Off', tone: 'quiet' }
      : {
          label: 'Redis',
          value: redis.latencyMs === null ? 'No answer' : `${formatMs(redis.latencyMs)} round trip`,
          status: redis.status === 'up' ? 'Up' : 'Down',
          tone: redis.status === 'up' ? 'good' : 'bad',
        },
    ai.kind === 'offline'
      ? { label: 'AI engine', value: 'Offline engine (no model configured)', status: 'Ready', tone: 'good' }
      : ai.state === 'misconfigured'
        ? {
            label: 'AI engine',
            value: `Misconfigured: ${ai.message ?? 'the model refused its settings'}`,
            status: 'Misconfigured',
            tone: 'bad',
          }
        : {
            label: 'AI engine',
            value: `${ai.circuit === 'open' ? 'Model failing: answering with fallbacks' : 'OpenAI-compatible model'}${fellBackShare(ai)}`,
            status: ai.circuit === 'open' ? 'Circuit open' : 'Circuit closed',
            tone: ai.circuit === 'open' || ai.state === 'down' ? 'warn' : 'good',
          },
    {
      label: 'Event loop delay',
      value: `p50 ${formatMs(eventLoop.p50Ms)} · p99 ${formatMs(eventLoop.p99Ms)} · max ${formatMs(eventLoop.maxMs)}`,
      status: loopTone === 'good' ? 'Smooth' : loopTone === 'warn' ? 'Slow' : 'Stalling',
      tone: loopTone,
    },
  ];
}

/** " · 3 of 40 answers fell back" once the model has answered anything. */
const fellBackShare = ({ answers, fellBack }: Dashboard['health']['ai']) =>
  answers ? ` · ${fellBack ?? 0} of ${answers} answers fell back to the offline engine` : '';

/** The server's own health: database, Redis when configured, the AI engine, the event loop. */
export function ServerHealthPanel({ health }: { health: Dashboard['health'] }) {
  return (
    <Panel
      labelId="server-health"
      title="Server"
      subtitle={`Up for ${formatUptime(health.uptimeSeconds)}`}
      icon={<Server className="size-5" />}
    >
      <dl className="divide-y divide-white/5">
        {rows(health).map((row) => (
          // NOTE: dt and dd sit directly in the row's div (a <dl> allows nothing deeper); the grid lays them out.
          <div key={row.label} className="grid grid-cols-[minmax(0,1fr)_auto] items-start gap-x-4 py-3 first:pt-0 last:pb-0">
            <dt className="text-sm font-medium text-white/90">{row.label}</dt>
            <dd className="col-start-1 mt-0.5 text-xs leading-relaxed text-white/60">{row.value}</dd>
            <dd className="col-start-2 row-span-2 row-start-1">
              <Pill tone={row.tone}>{row.status}</Pill>
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}

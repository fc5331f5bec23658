import { ShieldCheck } from 'lucide-react';
import type { Dashboard } from '@shared/schemas/monitoring';
import { cn } from '@client/lib/cn';
import { colourTone, formatWhen, levelLabel, levelTone, penaltyLabel, riskTone, securityEventLabel } from '../lib/dashboard-view';
import { Panel, Pill, TONE_TEXT } from './tone';

// NOTE: whole class strings, so Tailwind finds them.
const RING = { green: 'stroke-emerald-400', yellow: 'stroke-amber-400', red: 'stroke-rose-400' } as const;

function ScoreRing({ score, colour }: { score: number; colour: 'green' | 'yellow' | 'red' }) {
  const circumference = 2 * Math.PI * 42;
  return (
    <div className="relative size-28 shrink-0">
      <svg viewBox="0 0 100 100" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="50" cy="50" r="42" className="fill-none stroke-white/10" strokeWidth="9" />
        <circle
          cx="50"
          cy="50"
          r="42"
          className={cn('fill-none', RING[colour])}
          strokeWidth="9"
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - score / 100)}
        />
      </svg>
      <p className="absolute inset-0 grid place-items-center text-center">
        <span>
          <span className={cn('block text-3xl font-semibold tabular-nums', TONE_TEXT[colourTone(colour)])}>{score}</span>
          <span className="block text-[0.65rem] tracking-wide text-white/60 uppercase">of 100</span>
        </span>
      </p>
    </div>
  );
}

/** The signed-in person's own security score (§9) and last 10 security events (§6). */
export function SecurityPanel({ security }: { security: Dashboard['security'] }) {
  return (
    <Panel labelId="your-security" title="Your security" subtitle="Only your own account" icon={<ShieldCheck className="size-5" />}>
      <div className="flex items-center gap-5">
        <ScoreRing score={security.score} colour={security.colour} />
        <div className="min-w-0">
          <p className="text-sm text-white/70">
            Security score <span className="sr-only">{security.score} of 100</span>
          </p>
          {/* §4.6: security is secure or vulnerable; how bad, the score's colour and level say. */}
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Pill tone={levelTone(security.level)}>
              {security.level === 'healthy' ? 'Secure' : `Vulnerable · ${levelLabel(security.level).toLowerCase()}`}
            </Pill>
          </div>
          {security.penalties.length === 0 ? (
            <p className="mt-3 text-xs text-white/60">Nothing lowers your score.</p>
          ) : (
            <ul className="mt-3 space-y-1 text-xs text-white/70">
              {security.penalties.map((p) => (
                <li key={p.reason}>
                  <span className="font-semibold text-rose-200 tabular-nums">−{p.points}</span> {penaltyLabel(p.reason)}
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
      <h3 className="mt-6 mb-2 text-sm font-medium text-white/80">Your last security events</h3>
      {security.events.length === 0 ? (
        <p className="text-sm text-white/60">No events yet.</p>
      ) : (
        <ol className="divide-y divide-white/5" aria-label="Your last security events">
          {security.events.map((e) => (
            <li key={e.id} className="flex items-center justify-between gap-3 py-2.5">
              <div className="min-w-0">
                <p className="truncate text-sm text-white/90">{securityEventLabel(e.type)}</p>
                <p className="text-xs text-white/50">
                  <time dateTime={e.createdAt}>{formatWhen(e.createdAt)}</time>
                </p>
              </div>
              <Pill tone={riskTone(e.riskLevel)}>{e.riskLevel.toLowerCase()}</Pill>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}

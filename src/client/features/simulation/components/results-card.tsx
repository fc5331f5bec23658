import { ArrowRight, Check, CircleHelp, Dot, Heart, HeartCrack, Quote, X } from 'lucide-react';
import { motion } from 'motion/react';
import type { Ref } from 'react';
import type { Decision } from '@shared/domain/matching/persona';
import type { SimulationResult } from '@shared/schemas/simulation';
import { formatDecision } from '@client/lib/format-decision';
import { displayText } from '@shared/lib/display-text';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/cn';
import { usePrefersReducedMotion } from '@client/lib/use-animation-quality';
import { DECISION_COPY, reasonsView, toDecision, toPercent } from '../lib/results';

/** Each decision's own colour and icon (spec §2.12). */
const DECISION_STYLE: Record<Decision, { icon: typeof Heart; pill: string; glow: string; ring: string; stroke: string }> = {
  YES: {
    icon: Heart,
    pill: 'bg-emerald-400/15 text-emerald-200 ring-emerald-400/40',
    glow: 'from-emerald-400/25',
    ring: 'ring-emerald-400/25',
    stroke: '#34d399',
  },
  NO: {
    icon: HeartCrack,
    pill: 'bg-rose-500/15 text-rose-200 ring-rose-400/40',
    glow: 'from-rose-500/25',
    ring: 'ring-rose-400/25',
    stroke: '#fb7185',
  },
  MAYBE: {
    icon: CircleHelp,
    pill: 'bg-amber-400/15 text-amber-100 ring-amber-300/40',
    glow: 'from-amber-400/22',
    ring: 'ring-amber-300/25',
    stroke: '#fbbf24',
  },
};

export type ResultsCardProps = {
  result: SimulationResult;
  matchName: string;
  onContinue: () => void;
  continuing?: boolean;
  className?: string;
  /** The heading, focused when the card appears. */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** The results card: decision, compatibility %, reasoning, summary and 'Continue to Handoff'. */
export function ResultsCard({ result, matchName, onContinue, continuing = false, className, headingRef }: ResultsCardProps) {
  const reducedMotion = usePrefersReducedMotion();
  const decision = toDecision(result.final.decision);
  const style = DECISION_STYLE[decision];
  const copy = DECISION_COPY[decision];
  const Icon = style.icon;
  const score = toPercent(result.compatibility_score);
  const confidence = toPercent(result.final.confidence);
  const reasons = reasonsView(result.final.why);
  const summary = displayText(result.week_summary, 'body');

  return (
    <motion.section
      aria-labelledby="simulation-results-title"
      initial={reducedMotion ? false : { opacity: 0, y: 24 }}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: 0.6, ease: [0.22, 1, 0.36, 1] }}
      className={className}
    >
      <Card className={cn('relative overflow-hidden rounded-2xl ring-1 sm:rounded-3xl', style.ring)}>
        <div
          aria-hidden="true"
          className={cn('pointer-events-none absolute inset-x-0 top-0 h-40 bg-linear-to-b to-transparent', style.glow)}
        />
        <div className="relative p-5 sm:p-6">
          <p className="text-xs font-semibold tracking-[0.14em] text-white/55 uppercase">Maya&rsquo;s verdict</p>

          <div className="mt-3 flex items-start justify-between gap-4">
            <div className="min-w-0">
              <span
                className={cn(
                  'inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-bold tracking-[0.1em] ring-1',
                  style.pill,
                )}
              >
                <Icon aria-hidden="true" className="size-4" />
                {formatDecision(decision)}
              </span>
              <h2
                id="simulation-results-title"
                ref={headingRef}
                tabIndex={-1}
                className="mt-3 text-2xl font-semibold tracking-tight text-balance outline-none"
              >
                <span className="sr-only">Decision: {formatDecision(decision)}. </span>
                {copy.headline}
              </h2>
              <p className="mt-1 text-sm leading-relaxed text-pretty text-white/70">{copy.blurb(matchName)}</p>
            </div>
            <ScoreRing percent={score} stroke={style.stroke} />
          </div>

          {reasons.length > 0 && (
            <div className="mt-6">
              <h3 className="text-sm font-semibold text-white/90">Reasoning</h3>
              <ul className="mt-2.5 flex flex-col gap-2">
                {reasons.map((reason, i) => (
                  <li key={i} className="flex gap-2.5 text-sm leading-relaxed text-white/75">
                    {reason.tone === 'positive' ? (
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-300" />
                    ) : reason.tone === 'negative' ? (
                      <X aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-rose-300" />
                    ) : (
                      <Dot aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-white/50" />
                    )}
                    <span>
                      {reason.tone !== 'neutral' && <span className="sr-only">{reason.tone === 'positive' ? 'For: ' : 'Against: '}</span>}
                      {reason.text}
                    </span>
                  </li>
                ))}
              </ul>
            </div>
          )}

          {summary && (
            <div className="mt-6">
              <h3 className="text-sm font-semibold text-white/90">Conversation summary</h3>
              <blockquote
                className={
                  'relative mt-2.5 rounded-2xl bg-white/[0.05] p-4 pl-11 text-sm leading-relaxed text-pretty text-white/75 ' +
                  'ring-1 ring-white/8'
                }
              >
                <Quote aria-hidden="true" className="absolute top-4 left-4 size-4 text-white/35" />
                {summary}
              </blockquote>
            </div>
          )}

          <p className="mt-4 text-xs text-white/50">Maya&rsquo;s confidence in this call: {confidence}%</p>

          <Button size="lg" className="mt-5 w-full" onClick={onContinue} disabled={continuing} aria-busy={continuing}>
            {continuing ? <Spinner size="sm" label="Saving your progress" className="text-current" /> : null}
            Continue to Handoff {continuing ? null : <ArrowRight aria-hidden="true" />}
          </Button>
        </div>
      </Card>
    </motion.section>
  );
}

function ScoreRing({ percent, stroke }: { percent: number; stroke: string }) {
  const r = 30;
  const c = 2 * Math.PI * r;
  return (
    <div className="flex shrink-0 flex-col items-center gap-1.5" role="img" aria-label={`Compatibility score ${percent}%`}>
      <div className="relative grid size-[5.25rem] place-items-center">
        <svg viewBox="0 0 72 72" className="absolute inset-0 size-full -rotate-90" aria-hidden="true">
          <circle cx="36" cy="36" r={r} fill="none" stroke="rgba(255,255,255,0.1)" strokeWidth="6" />
          <circle
            cx="36"
            cy="36"
            r={r}
            fill="none"
            stroke={stroke}
            strokeWidth="6"
            strokeLinecap="round"
            strokeDasharray={c}
            strokeDashoffset={c * (1 - percent / 100)}
          />
        </svg>
        <span aria-hidden="true" className="text-xl font-bold tabular-nums">
          {percent}%
        </span>
      </div>
      <span aria-hidden="true" className="text-[0.65rem] font-semibold tracking-wider text-white/55 uppercase">
        Compatibility
      </span>
    </div>
  );
}

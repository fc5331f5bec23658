import { Activity, Check, Database, Hourglass, Lock, Search, SlidersHorizontal, Sparkles } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Progress } from '@client/components/ui/progress';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/cn';
import { FAKE_ANALYSIS, type AnalysisStage } from '../lib/fake-analysis';

const STAGE_ICONS: Record<AnalysisStage['key'], LucideIcon> = {
  data_collection: Database,
  pattern_analysis: Activity,
  preference_mapping: SlidersHorizontal,
  optimization: Sparkles,
};

const STAGE_HINTS: Record<AnalysisStage['key'], string> = {
  data_collection: 'Reading your scenes…',
  pattern_analysis: 'Spotting patterns…',
  preference_mapping: 'Mapping who suits you…',
  optimization: 'Fine-tuning…',
};

type StageState = 'locked' | 'active' | 'done';

function stageState(index: number, progress: number): StageState {
  const stages = FAKE_ANALYSIS.stages;
  const stage = stages[index];
  if (!stage || progress <= stage.above) return 'locked';
  const next = stages[index + 1];
  if (progress >= FAKE_ANALYSIS.max || (next && progress > next.above)) return 'done';
  return 'active';
}

export type AnalysisCardProps = {
  progress: number;
  done: boolean;
  onFindMatch: () => void;
  finding: boolean;
  hasMatch: boolean;
};

/** §2.9: the fake profile analysis, its four stages, and the button it unlocks at 100. */
export function AnalysisCard({ progress, done, onFindMatch, finding, hasMatch }: AnalysisCardProps) {
  const rounded = Math.round(progress);
  return (
    <section
      aria-labelledby="analysis-heading"
      className="rounded-3xl border border-white/10 bg-night/75 p-5 shadow-2xl shadow-black/30 backdrop-blur-xl sm:p-7"
    >
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="analysis-heading" className="text-lg font-semibold tracking-tight sm:text-xl">
            Profile analysis
          </h2>
          <p className="mt-1 text-sm text-white/65">{done ? 'Done. Maya knows what to look for.' : 'Maya is reading your profile…'}</p>
        </div>
        <p aria-hidden="true" className="font-semibold tabular-nums text-3xl tracking-tight sm:text-4xl">
          {rounded}
          <span className="text-lg text-white/50">%</span>
        </p>
      </div>

      <Progress
        value={progress}
        label="Profile analysis"
        aria-valuetext={done ? 'Analysis complete' : `${rounded}% analysed`}
        className="mt-5 h-2.5"
      />

      <ol className="mt-5 flex flex-col gap-2" aria-label="Analysis stages">
        {FAKE_ANALYSIS.stages.map((stage, index) => {
          const state = stageState(index, progress);
          const Icon = STAGE_ICONS[stage.key];
          return (
            <li
              key={stage.key}
              className={cn(
                'flex items-center gap-3 rounded-2xl border px-3 py-2 transition-colors duration-300',
                state === 'locked' && 'border-white/5 bg-white/[0.02] text-white/45',
                state === 'active' && 'border-maya/40 bg-maya/10 text-white',
                state === 'done' && 'border-white/10 bg-white/5 text-white/90',
              )}
            >
              <span
                aria-hidden="true"
                className={cn(
                  'grid size-8 shrink-0 place-items-center rounded-xl',
                  state === 'locked' && 'bg-white/5',
                  state === 'active' && 'bg-maya/20 text-maya-light',
                  state === 'done' && 'bg-emerald-400/15 text-emerald-300',
                )}
              >
                {state === 'locked' ? (
                  <Lock className="size-3.5" />
                ) : state === 'done' ? (
                  <Check className="size-4" />
                ) : (
                  <Icon className="size-4 animate-pulse" />
                )}
              </span>
              <span className="min-w-0 flex-1 text-sm font-medium">{stage.label}</span>
              <span className="shrink-0 text-xs opacity-70">
                {state === 'locked' ? 'Locked' : state === 'active' ? STAGE_HINTS[stage.key] : 'Done'}
              </span>
              <span className="sr-only">{state === 'locked' ? ', not started' : state === 'active' ? ', in progress' : ', complete'}</span>
            </li>
          );
        })}
      </ol>

      <div className="mt-6">
        {done ? (
          <Button
            size="lg"
            variant={hasMatch ? 'outline' : 'default'}
            className="w-full"
            onClick={onFindMatch}
            disabled={finding}
            aria-busy={finding}
          >
            {finding ? <Spinner size="sm" label="Finding your match" className="text-current" /> : <Search aria-hidden="true" />}
            {finding ? 'Finding your match…' : hasMatch ? 'Find another match' : 'Find match & start simulation'}
          </Button>
        ) : (
          <Button size="lg" variant="secondary" className="w-full" disabled>
            <Hourglass aria-hidden="true" />
            Waiting for analysis…
          </Button>
        )}
      </div>
    </section>
  );
}

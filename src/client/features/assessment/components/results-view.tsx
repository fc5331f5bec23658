import {
  ChevronDown,
  Coffee,
  Compass,
  Eye,
  Heart,
  type LucideIcon,
  MessageCircle,
  Quote,
  RotateCcw,
  Sparkles,
  Sun,
  UsersRound,
} from 'lucide-react';
import { motion } from 'motion/react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { BrandMark } from '@client/components/layout/brand-mark';
import { TraitScoreBar } from '@client/components/profile/trait-score-bar';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { cn } from '@client/lib/cn';
import { useRecordView } from '@client/lib/interactions/use-record-view';
import { EASE } from '@client/lib/motion-easing';
import { DEFAULT_ARCHETYPE } from '@shared/domain/assessment/archetypes';
import { clamp } from '@shared/lib/math';
import { TRAITS, TRAIT_LABELS } from '@shared/domain/assessment/hexaco';
import type { ProfileView } from '@shared/schemas/assessment';

type ResultsViewProps = {
  profile: ProfileView;
  animate: boolean;
  continuing: boolean;
  onContinue: () => void;
  onRetake: () => void;
};

const filled = (text: string | null | undefined): text is string => typeof text === 'string' && text.trim() !== '';
const percent = (x: number) => `${Math.round(clamp(Number.isFinite(x) ? x : 0, 0, 1) * 100)}%`;

/**
 * The assessment results (§2.8, first description): 'Your Maya Profile' with the snapshot, habits,
 * dating style, secret insights, profile summary and the six traits as percentages; love style,
 * communication and compatibility stand in for any of the first three that is missing. 'Show
 * Advanced Details' reveals archetype, confidence, detailed scores and additional insights.
 */
export function ResultsView({ profile, animate, continuing, onContinue, onRetake }: ResultsViewProps) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [advanced, setAdvanced] = useState(false);
  const advancedId = useId();
  useRecordView({ profile: 'own', screen: 'results' });

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
    window.scrollTo({ top: 0 });
  }, []);

  const needsFallback =
    !filled(profile.core_personality_snapshot) || !filled(profile.everyday_habits_vibe) || !filled(profile.dating_style);
  const secrets = profile.secret_insights.filter(filled);
  const extraInsights = [...new Set([...profile.insights, ...profile.lifestyle_insights].filter(filled))];

  let order = 0;
  const next = () => (animate ? 0.08 + 0.06 * order++ : 0);

  return (
    <section aria-labelledby={headingId} className="flex flex-col">
      <header className="flex flex-col items-center text-center">
        <div className="relative">
          <div aria-hidden="true" className="absolute -inset-3 rounded-full bg-linear-to-br from-dusk/50 to-maya/50 blur-xl" />
          <BrandMark className="relative size-14" />
        </div>
        <Badge className="mt-5">
          <Sparkles aria-hidden="true" className="size-3.5" /> Assessment complete
        </Badge>
        <h1
          ref={headingRef}
          id={headingId}
          tabIndex={-1}
          className="mt-3 text-3xl font-semibold tracking-tight text-balance focus:outline-none sm:text-5xl"
        >
          Your Maya Profile
        </h1>
        <p className="mt-3 max-w-xl text-base leading-relaxed text-white/70 sm:text-lg">
          Eight scenes, one you. Here&rsquo;s what Maya learned about how you love, laugh and connect.
        </p>
      </header>

      <div className="mt-9 grid gap-4 md:grid-cols-2">
        {filled(profile.core_personality_snapshot) && (
          <ResultCard icon={Sparkles} title="Core personality snapshot" className="md:col-span-2" delay={next()} animate={animate} accent>
            <p className="text-base leading-relaxed text-white/85 sm:text-lg">{profile.core_personality_snapshot}</p>
          </ResultCard>
        )}
        {filled(profile.everyday_habits_vibe) && (
          <ResultCard icon={Coffee} title="Everyday habits and vibe" delay={next()} animate={animate}>
            <Body>{profile.everyday_habits_vibe}</Body>
          </ResultCard>
        )}
        {filled(profile.dating_style) && (
          <ResultCard icon={Heart} title="Dating style" delay={next()} animate={animate}>
            <Body>{profile.dating_style}</Body>
          </ResultCard>
        )}
        {needsFallback && (
          <>
            {filled(profile.love_style) && (
              <ResultCard icon={Heart} title="Love style" delay={next()} animate={animate}>
                <Body>{profile.love_style}</Body>
              </ResultCard>
            )}
            {filled(profile.communication_style) && (
              <ResultCard icon={MessageCircle} title="Communication" delay={next()} animate={animate}>
                <Body>{profile.communication_style}</Body>
              </ResultCard>
            )}
            {filled(profile.compatibility_focus) && (
              <ResultCard icon={UsersRound} title="Compatibility" delay={next()} animate={animate}>
                <Body>{profile.compatibility_focus}</Body>
              </ResultCard>
            )}
          </>
        )}
        {secrets.length > 0 && (
          <ResultCard icon={Eye} title="Secret insights" delay={next()} animate={animate}>
            <ul className="flex flex-col gap-3">
              {secrets.map((insight) => (
                <li key={insight} className="flex gap-3 text-sm leading-relaxed text-white/80 sm:text-base">
                  <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-maya" />
                  {insight}
                </li>
              ))}
            </ul>
          </ResultCard>
        )}
        {filled(profile.snapshot_paragraph) && (
          <ResultCard icon={Quote} title="Dating profile summary" delay={next()} animate={animate}>
            <blockquote className="border-l-2 border-maya/60 pl-4 text-base leading-relaxed text-white/85 italic">
              {profile.snapshot_paragraph}
            </blockquote>
          </ResultCard>
        )}
        <ResultCard icon={Sun} title="Personality traits" className="md:col-span-2" delay={next()} animate={animate}>
          <p className="-mt-1 mb-4 text-sm text-white/60">How strongly each of the six HEXACO traits shows up in you, as a percentage.</p>
          <div className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
            {TRAITS.map((trait, index) => (
              <TraitScoreBar
                key={trait}
                label={TRAIT_LABELS[trait]}
                score={profile.hexaco_scores[trait]}
                framed={false}
                labelAs="h3"
                delay={animate ? 0.3 + index * 0.08 : 0}
              />
            ))}
          </div>
        </ResultCard>
      </div>

      <div className="mt-6 flex justify-center">
        <Button variant="outline" aria-expanded={advanced} aria-controls={advancedId} onClick={() => setAdvanced((open) => !open)}>
          {advanced ? 'Hide Advanced Details' : 'Show Advanced Details'}
          <ChevronDown aria-hidden="true" className={cn('transition-transform duration-200', advanced && 'rotate-180')} />
        </Button>
      </div>
      <div id={advancedId} hidden={!advanced}>
        {advanced && <AdvancedDetails profile={profile} insights={extraInsights} animate={animate} />}
      </div>

      <div className="mt-10 flex flex-col items-center gap-3">
        <Button size="lg" className="w-full sm:w-auto sm:min-w-64" onClick={onContinue} disabled={continuing} aria-busy={continuing}>
          {continuing && <Spinner size="sm" label="Checking your invite" className="text-current" />}
          Continue →
        </Button>
        <Button variant="ghost" size="sm" onClick={onRetake} disabled={continuing}>
          <RotateCcw aria-hidden="true" /> Retake the assessment
        </Button>
      </div>
    </section>
  );
}

function Body({ children }: { children: ReactNode }) {
  return <p className="text-sm leading-relaxed text-white/80 sm:text-base">{children}</p>;
}

type ResultCardProps = {
  icon: LucideIcon;
  title: string;
  children: ReactNode;
  className?: string;
  delay: number;
  animate: boolean;
  accent?: boolean;
};

function ResultCard({ icon: Icon, title, children, className, delay, animate, accent = false }: ResultCardProps) {
  return (
    <motion.article
      initial={animate ? { opacity: 0, y: 14 } : false}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: 0.45, delay, ease: EASE }}
      className={cn(
        'rounded-3xl border p-5 shadow-xl shadow-black/20 sm:p-6',
        accent ? 'border-maya/25 bg-linear-to-br from-dusk/20 via-night/80 to-maya/10' : 'border-white/10 bg-night/70',
        className,
      )}
    >
      <h2 className="mb-3 flex items-center gap-2.5 text-sm font-semibold tracking-wide text-white/90">
        <span aria-hidden="true" className="grid size-8 place-items-center rounded-xl bg-maya/15 text-maya-light">
          <Icon className="size-4" />
        </span>
        {title}
      </h2>
      {children}
    </motion.article>
  );
}

function AdvancedDetails({ profile, insights, animate }: { profile: ProfileView; insights: string[]; animate: boolean }) {
  return (
    <motion.div
      initial={animate ? { opacity: 0, y: -6 } : false}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: 0.25 }}
      className="mt-4 grid gap-4 rounded-3xl border border-white/10 bg-white/[0.03] p-5 sm:grid-cols-2 sm:p-6"
    >
      <div>
        <h2 className="text-xs font-semibold tracking-[0.16em] text-white/55 uppercase">Archetype</h2>
        <p className="mt-2 flex items-center gap-2 text-xl font-semibold text-white">
          <Compass aria-hidden="true" className="size-5 text-maya" />
          {profile.archetype || DEFAULT_ARCHETYPE}
        </p>
      </div>
      <div>
        <h2 className="text-xs font-semibold tracking-[0.16em] text-white/55 uppercase">Confidence</h2>
        <p className="mt-2 text-xl font-semibold text-white tabular-nums">{percent(profile.confidence)}</p>
        <p className="mt-1 text-xs leading-relaxed text-white/55">
          How sure Maya is, from how many scenes you answered and how consistent your answers were.
        </p>
      </div>
      <div className="sm:col-span-2">
        <h2 className="text-xs font-semibold tracking-[0.16em] text-white/55 uppercase">Detailed scores</h2>
        <table className="mt-3 w-full text-sm">
          <caption className="sr-only">HEXACO trait scores from 0 to 1</caption>
          <thead>
            <tr className="text-left text-xs text-white/50">
              <th scope="col" className="pb-2 font-medium">
                Trait
              </th>
              <th scope="col" className="pb-2 text-right font-medium">
                Score (0–1)
              </th>
              <th scope="col" className="pb-2 text-right font-medium">
                Percent
              </th>
            </tr>
          </thead>
          <tbody>
            {TRAITS.map((trait) => (
              <tr key={trait} className="border-t border-white/5">
                <th scope="row" className="py-2 text-left font-medium text-white/85">
                  {TRAIT_LABELS[trait]}
                </th>
                <td className="py-2 text-right text-white/75 tabular-nums">{profile.hexaco_scores[trait].toFixed(2)}</td>
                <td className="py-2 text-right text-white/75 tabular-nums">{percent(profile.hexaco_scores[trait])}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {insights.length > 0 && (
        <div className="sm:col-span-2">
          <h2 className="text-xs font-semibold tracking-[0.16em] text-white/55 uppercase">Additional insights</h2>
          <ul className="mt-3 flex flex-col gap-2">
            {insights.map((insight) => (
              <li key={insight} className="flex gap-3 text-sm leading-relaxed text-white/80">
                <span aria-hidden="true" className="mt-2 size-1.5 shrink-0 rounded-full bg-dusk" />
                {insight}
              </li>
            ))}
          </ul>
        </div>
      )}
    </motion.div>
  );
}

import type { ReactNode } from 'react';
import { ArrowRight, CheckCircle2, Hourglass, MessagesSquare, Sparkles } from 'lucide-react';
import { motion, type Variants } from 'motion/react';
import { Link } from 'react-router';
import { BrandMark } from '@client/components/layout/brand-mark';
import { NightPage } from '@client/components/layout/night-page';
import { TraitScoreBar } from '@client/components/profile/trait-score-bar';
import { Button } from '@client/components/ui/button';
import { Spinner } from '@client/components/ui/spinner';
import { paths } from '@client/config/paths';
import { useRecordView } from '@client/lib/interactions/use-record-view';
import { EASE } from '@client/lib/motion-easing';
import { usePrefersReducedMotion } from '@client/lib/use-animation-quality';
import type { ProfileView } from '@shared/schemas/assessment';
import { useProfile } from '../api/get-profile';
import { archetypeDisplay } from '../lib/archetypes';
import { LIFESTYLE_FALLBACK, lifestyleLines, traitCards } from '../lib/reveal-view';
import { ArchetypeCard } from './archetype-card';
import { NoProfileRedirect, RevealError, RevealLoading } from './reveal-states';

export type ProfileRevealProps = {
  /** 'Continue Your Journey': the route marks the reveal step complete, then goes on to /handoff. */
  onContinue: () => void;
  /** True while that is under way (the button shows a spinner and ignores presses). */
  continuing?: boolean;
  /** 'Chat with Maya on your phone', assembled by the route. */
  phoneChat?: ReactNode;
  /** 'Sharpen your profile' (issue 33), assembled by the route: below the reveal, never in its way. */
  sharpen?: ReactNode;
};

/** /reveal body (spec §2.8, second description): loads the profile and shows it, or says why not. */
export function ProfileReveal({ onContinue, continuing = false, phoneChat, sharpen }: ProfileRevealProps) {
  const query = useProfile();
  const profile = query.data?.profile;
  useRecordView(profile ? { profile: 'own', screen: 'reveal' } : null);
  if (profile)
    return <ProfileRevealView profile={profile} onContinue={onContinue} continuing={continuing} phoneChat={phoneChat} sharpen={sharpen} />;
  // A cached "no profile" may be out of date (the assessment was just finished): wait for the re-read.
  if (query.isPending || (query.isFetching && !query.isError)) return <RevealLoading />;
  if (query.isError) return <RevealError onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  return <NoProfileRedirect />;
}

const STAGGER = 0.09;
const item: Variants = {
  hidden: { opacity: 0, y: 18 },
  shown: { opacity: 1, y: 0, transition: { duration: 0.55, ease: EASE } },
};
const hero: Variants = {
  hidden: { opacity: 0, y: 24, scale: 0.96 },
  shown: { opacity: 1, y: 0, scale: 1, transition: { duration: 0.8, ease: EASE } },
};
// Trait bars start filling once their card has landed.
const TRAITS_START = 0.55;

export type ProfileRevealViewProps = ProfileRevealProps & { profile: ProfileView };

/** The reveal itself, for a loaded profile: header, archetype, six traits, lifestyle, next steps. */
export function ProfileRevealView({ profile, onContinue, continuing = false, phoneChat, sharpen }: ProfileRevealViewProps) {
  const reducedMotion = usePrefersReducedMotion();
  const archetype = archetypeDisplay(profile.archetype);
  const traits = traitCards(profile.hexaco_scores, profile.trait_evidence);
  const lifestyle = lifestyleLines(profile.lifestyle_insights);
  const motionProps = reducedMotion ? { initial: false as const, animate: 'shown' } : { initial: 'hidden', animate: 'shown' };

  return (
    <NightPage column={false} glow="reveal">
      <div className="mx-auto w-full max-w-6xl px-5 pt-6 pb-[max(2.5rem,env(safe-area-inset-bottom))] sm:px-8 sm:pt-8 lg:pb-16">
        <div className="flex items-center gap-2 text-sm font-semibold text-white/85">
          <BrandMark className="size-7" /> Maya
        </div>

        <motion.div {...motionProps} variants={{ hidden: {}, shown: { transition: { staggerChildren: STAGGER } } }}>
          <motion.header variants={item} className="mt-8 flex flex-col items-center text-center sm:mt-10">
            <p
              className={
                'inline-flex items-center gap-2 rounded-full bg-emerald-400/10 px-3.5 py-1.5 text-xs font-semibold ' +
                'tracking-wide text-emerald-300 ring-1 ring-emerald-400/30'
              }
            >
              <CheckCircle2 aria-hidden="true" className="size-4" />
              Profile Complete
            </p>
            <h1 className="mt-4 text-[2.5rem] leading-[1.05] font-semibold tracking-tight text-balance sm:text-6xl">
              Your <span className="bg-linear-to-r from-maya-light via-maya to-dusk bg-clip-text text-transparent">Maya</span> Profile
            </h1>
            <p className="mt-4 max-w-xl text-base leading-relaxed text-pretty text-white/75 sm:text-lg">
              Here&rsquo;s who Maya met in your eight scenes: the way you connect, what you bring and what makes you, you.
            </p>
          </motion.header>

          <div
            className={
              archetype
                ? 'mt-10 grid gap-6 sm:mt-12 lg:grid-cols-12 lg:grid-rows-[auto_1fr] lg:gap-8'
                : 'mt-10 flex flex-col gap-6 sm:mt-12 lg:gap-8'
            }
          >
            {archetype && (
              <motion.div variants={hero} className="lg:col-span-5 lg:col-start-1 lg:row-start-1">
                <ArchetypeCard archetype={archetype} />
              </motion.div>
            )}

            {/* Traits come before lifestyle in reading order; on wide screens they take the right column. */}
            <section aria-labelledby="traits-heading" className="lg:col-span-7 lg:col-start-6 lg:row-span-2 lg:row-start-1">
              <motion.div variants={item} className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
                <h2 id="traits-heading" className="text-xl font-semibold tracking-tight sm:text-2xl">
                  Your six traits
                </h2>
                <p className="text-sm text-white/70">Scored 0 to 100</p>
              </motion.div>
              <ul className={archetype ? 'mt-4 grid gap-3 sm:grid-cols-2' : 'mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3'}>
                {traits.map((card, index) => (
                  <motion.li key={card.trait} variants={item} className="flex">
                    <TraitScoreBar
                      className="w-full"
                      label={card.label}
                      score={card.score}
                      description={card.sentence}
                      certainty={card.certainty}
                      delay={reducedMotion ? 0 : TRAITS_START + index * STAGGER}
                    />
                  </motion.li>
                ))}
              </ul>
            </section>

            <motion.section
              variants={item}
              aria-labelledby="lifestyle-heading"
              className="rounded-3xl border border-white/10 bg-night/70 p-6 backdrop-blur-xl sm:p-7 lg:col-span-5 lg:col-start-1 lg:row-start-2 lg:self-start"
            >
              <h2 id="lifestyle-heading" className="flex items-center gap-2.5 text-xl font-semibold tracking-tight sm:text-2xl">
                <Sparkles aria-hidden="true" className="size-5 text-maya" />
                Lifestyle insights
              </h2>
              {lifestyle.length > 0 ? (
                <ul className="mt-4 flex flex-col gap-3">
                  {lifestyle.map((line) => (
                    <li key={line} className="flex gap-3 text-base leading-relaxed text-white/80">
                      <span aria-hidden="true" className="mt-2.5 size-1.5 shrink-0 rounded-full bg-maya" />
                      {line}
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-4 flex gap-3 text-base leading-relaxed text-white/75">
                  <Hourglass aria-hidden="true" className="mt-1 size-4 shrink-0 text-maya-light" />
                  {LIFESTYLE_FALLBACK}
                </p>
              )}
            </motion.section>
          </div>

          <motion.nav
            variants={item}
            aria-label="Next steps"
            className="mt-10 flex flex-col-reverse gap-3 sm:mt-12 sm:flex-row sm:justify-center"
          >
            <Button asChild size="lg" variant="outline" className="w-full sm:w-auto">
              <Link to={paths.simulation}>
                <MessagesSquare aria-hidden="true" />
                Try Chat Simulation
              </Link>
            </Button>
            <Button size="lg" className="w-full sm:w-auto sm:min-w-64" onClick={onContinue} disabled={continuing} aria-busy={continuing}>
              {continuing ? <Spinner size="sm" label="Saving your progress" className="text-current" /> : null}
              Continue Your Journey
              {!continuing && <ArrowRight aria-hidden="true" />}
            </Button>
          </motion.nav>
          {sharpen ? (
            <motion.div variants={item} className="mx-auto mt-10 w-full max-w-3xl empty:hidden">
              {sharpen}
            </motion.div>
          ) : null}
          {phoneChat ? (
            <motion.div variants={item} className="mx-auto mt-12 w-full max-w-3xl">
              {phoneChat}
            </motion.div>
          ) : null}
        </motion.div>
      </div>
    </NightPage>
  );
}

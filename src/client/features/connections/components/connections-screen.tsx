import { ArrowRight, RotateCcw, UsersRound } from 'lucide-react';
import { AnimatePresence, motion } from 'motion/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { BrandMark } from '@client/components/layout/brand-mark';
import { NightPage } from '@client/components/layout/night-page';
import { Button } from '@client/components/ui/button';
import { paths } from '@client/config/paths';
import { EASE } from '@client/lib/motion-easing';
import { usePrefersReducedMotion } from '@client/lib/use-animation-quality';
import type { MatchProfile } from '@shared/schemas/simulation';
import { useFindMatch, useKeptMatch } from '../api/find-match';
import { useSimulateConversation, type ConversationResponse } from '../api/simulate-conversation';
import { useFakeAnalysis } from '../hooks/use-fake-analysis';
import { TOAST_ERROR_TITLE, conversationView, findMatchErrorMessage, matchCardView, simulateErrorMessage } from '../lib/connections-view';
import { AnalysisCard } from './analysis-card';
import { ContinueOnPhone } from './continue-on-phone';
import { ConversationPreview } from './conversation-preview';
import { MatchCard } from './match-card';
import { SocialPlatforms } from './social-platforms';

export type ConnectionsScreenProps = {
  /** The person's display name, for the 'hey this is {name}' greeting ('User' when missing). */
  displayName: string | null | undefined;
  /** 'Watch the full week': the route marks the connections step complete and opens /simulation. */
  onWatchFullWeek: () => void;
  /** True while that is under way. */
  continuing?: boolean;
};

/** /connections body (spec §2.9, "People & Invites"). */
export function ConnectionsScreen({ displayName, onWatchFullWeek, continuing = false }: ConnectionsScreenProps) {
  const reducedMotion = usePrefersReducedMotion();
  const analysis = useFakeAnalysis();
  const findMatch = useFindMatch();
  const simulate = useSimulateConversation();
  const [match, setMatch] = useState<MatchProfile | null>(null);
  // The kept match (issue 12): shown again on return until 'Find another match'.
  const kept = useKeptMatch().data?.match;
  useEffect(() => {
    if (kept) setMatch((shown) => shown ?? kept);
  }, [kept]);
  const [conversation, setConversation] = useState<ConversationResponse | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const matchHeading = useRef<HTMLHeadingElement>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const [focusTarget, setFocusTarget] = useState<'match' | 'preview' | null>(null);

  const announce = useCallback((message: string) => setAnnouncement(message), []);

  useEffect(() => {
    if (analysis.done) announce('Profile analysis complete. You can now find a match.');
  }, [analysis.done, announce]);

  // A new result takes focus (and scrolls into view on a phone), so nobody misses it.
  useEffect(() => {
    if (!focusTarget) return;
    const heading = focusTarget === 'match' ? matchHeading.current : previewHeading.current;
    if (!heading) return;
    heading.focus({ preventScroll: true });
    heading.closest('article, section')?.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'nearest' });
    setFocusTarget(null);
  }, [focusTarget, reducedMotion, match, conversation]);

  const onFindMatch = () => {
    findMatch.mutate(undefined, {
      onSuccess: (res) => {
        const card = matchCardView(res.match);
        setMatch(res.match);
        setConversation(null);
        simulate.reset();
        setFocusTarget('match');
        toast.success('Match found', { description: res.message || `Maya found someone for you: ${card.name}.` });
        announce(`Match found: ${card.name}, ${card.age}, ${card.location}.`);
      },
      onError: (error) => {
        const message = findMatchErrorMessage(error);
        toast.error(TOAST_ERROR_TITLE, { description: message });
        announce(message);
      },
    });
  };

  const onSimulate = () => {
    if (!match) return;
    simulate.mutate(undefined, {
      onSuccess: (res) => {
        const view = conversationView(res);
        setConversation(res);
        setFocusTarget('preview');
        toast.success('Conversation simulated', { description: `${view.scorePercent}% compatible · ${view.decision}` });
        announce(`Conversation simulated. ${view.scorePercent}% compatible. Decision: ${view.decision}.`);
      },
      onError: (error) => {
        const message = simulateErrorMessage(error);
        toast.error(TOAST_ERROR_TITLE, { description: message });
        announce(message);
      },
    });
  };

  const card = match ? matchCardView(match) : null;
  const view = conversation ? conversationView(conversation) : null;
  const enter = reducedMotion
    ? { initial: false as const, animate: { opacity: 1, y: 0 } }
    : { initial: { opacity: 0, y: 18 }, animate: { opacity: 1, y: 0 }, exit: { opacity: 0 }, transition: { duration: 0.5, ease: EASE } };

  return (
    <NightPage column={false} glow="connections">

      <div className="mx-auto w-full max-w-6xl px-4 pt-5 pb-[max(2.5rem,env(safe-area-inset-bottom))] sm:px-8 sm:pt-8 lg:pb-14">
        <div className="flex items-center justify-between gap-3">
          <div className="flex items-center gap-2 text-sm font-semibold text-white/85">
            <BrandMark className="size-7" /> Maya
          </div>
          <p className="rounded-full bg-white/8 px-3 py-1 text-xs font-medium text-white/75 ring-1 ring-white/15">
            Step 2 of 5 <span aria-hidden="true">·</span> Connect
          </p>
        </div>

        <header className="mt-7 max-w-2xl sm:mt-10">
          <h1 className="text-[2.1rem] leading-[1.08] font-semibold tracking-tight text-balance sm:text-5xl">
            People &amp;{' '}
            <span className="bg-linear-to-r from-maya-light via-maya to-dusk bg-clip-text text-transparent">Invites</span>
          </h1>
          <p className="mt-3 text-base leading-relaxed text-pretty text-white/75 sm:mt-4 sm:text-lg">
            Maya is turning your profile into a picture of who you&rsquo;d click with. Then she&rsquo;ll introduce you to
            someone and let you see how a first chat might go.
          </p>
        </header>

        <div className="mt-7 grid gap-5 sm:mt-9 lg:grid-cols-[minmax(0,25rem)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-7">
          <div className="lg:col-start-1 lg:row-start-1">
            <AnalysisCard
              progress={analysis.progress}
              done={analysis.done}
              onFindMatch={onFindMatch}
              finding={findMatch.isPending}
              hasMatch={match !== null}
            />
          </div>

          <div className="flex flex-col gap-5 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:gap-7" aria-busy={findMatch.isPending || simulate.isPending}>
            <AnimatePresence mode="popLayout" initial={false}>
              {card ? (
                <motion.div key={`match-${card.name}-${card.age}`} {...enter}>
                  <MatchCard
                    match={card}
                    onSimulate={onSimulate}
                    simulating={simulate.isPending}
                    simulated={view !== null}
                    headingRef={matchHeading}
                  />
                </motion.div>
              ) : (
                <motion.div key="placeholder" {...enter}>
                  <MatchPlaceholder ready={analysis.done} finding={findMatch.isPending} />
                </motion.div>
              )}
            </AnimatePresence>

            {card && view && (
              <>
                <motion.div key={`preview-${conversation?.compatibilityScore}`} {...enter}>
                  <ConversationPreview
                    view={view}
                    matchName={card.name}
                    matchInitials={card.initials}
                    onWatchFullWeek={onWatchFullWeek}
                    continuing={continuing}
                    headingRef={previewHeading}
                  />
                </motion.div>
                <motion.div {...enter} transition={reducedMotion ? undefined : { duration: 0.5, ease: EASE, delay: 0.12 }}>
                  <ContinueOnPhone displayName={displayName} announce={announce} />
                </motion.div>
              </>
            )}
          </div>

          <div className="lg:col-start-1 lg:row-start-2 lg:self-start">
            <SocialPlatforms />
          </div>
        </div>

        <footer className="mt-10 flex flex-col items-center gap-4 border-t border-white/10 pt-6 text-center sm:flex-row sm:justify-between sm:text-left">
          <p className="max-w-md text-sm leading-relaxed text-white/65">
            Connections are optional. Skip them anytime; Maya works with your assessment alone.
          </p>
          <div className="flex flex-wrap justify-center gap-2">
            <Button asChild variant="ghost" size="sm">
              <Link to={paths.onboarding}>
                <RotateCcw aria-hidden="true" />
                Retake assessment
              </Link>
            </Button>
            {!view && (
              <Button variant="ghost" size="sm" onClick={onWatchFullWeek} disabled={continuing}>
                Skip to the full week
                <ArrowRight aria-hidden="true" />
              </Button>
            )}
          </div>
        </footer>
      </div>

      <p role="status" aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </NightPage>
  );
}

/** Holds the match's place on wide screens before there is one. */
function MatchPlaceholder({ ready, finding }: { ready: boolean; finding: boolean }) {
  return (
    <div className="hidden min-h-[22rem] flex-col items-center justify-center rounded-3xl border border-dashed border-white/15 bg-white/[0.02] p-8 text-center lg:flex">
      <div aria-hidden="true" className="relative grid size-20 place-items-center">
        <span className="absolute inset-0 rounded-full bg-linear-to-br from-dusk/30 to-maya/30 blur-xl" />
        <span className="relative grid size-20 place-items-center rounded-full bg-white/5 ring-1 ring-white/15">
          <UsersRound className="size-8 text-white/60" />
        </span>
      </div>
      <p className="mt-5 text-lg font-semibold tracking-tight">{finding ? 'Looking for your person…' : 'Your match will appear here'}</p>
      <p className="mt-2 max-w-xs text-sm leading-relaxed text-white/60">
        {ready ? 'Analysis done. Press “Find match & start simulation” to meet them.' : 'Once the analysis reaches 100%, Maya can start looking.'}
      </p>
    </div>
  );
}

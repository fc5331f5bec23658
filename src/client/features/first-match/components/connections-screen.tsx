import { AnimatePresence, motion } from 'motion/react';
import { useRecordView } from '@client/lib/interactions/use-record-view';
import { NightPage } from '@client/components/layout/night-page';
import { EASE } from '@client/lib/motion-easing';
import { usePrefersReducedMotion } from '@client/lib/use-animation-quality';
import { useConnectionsFlow } from '../hooks/use-connections-flow';
import { AnalysisCard } from './analysis-card';
import { ConnectionsFooter } from './connections-footer';
import { ConnectionsIntro } from './connections-intro';
import { ContinueOnPhone } from './continue-on-phone';
import { ConversationPreview } from './conversation-preview';
import { MatchCard } from './match-card';
import { MatchPlaceholder } from './match-placeholder';
import { SocialPlatforms } from './social-platforms';

export type ConnectionsScreenProps = {
  /** The person's display name, for the 'hey this is {name}' greeting ('User' when missing). */
  displayName: string | null | undefined;
  /** 'Watch the full week': the route marks the connections step complete and opens /simulation. */
  onWatchFullWeek: () => void;
  /** True while that is under way. */
  continuing?: boolean;
};

/** /connections body (spec §2.9, "People & Invites"); its behaviour is hooks/use-connections-flow.ts. */
export function ConnectionsScreen({ displayName, onWatchFullWeek, continuing = false }: ConnectionsScreenProps) {
  const reducedMotion = usePrefersReducedMotion();
  const flow = useConnectionsFlow(reducedMotion);
  const { analysis, card, view } = flow;
  useRecordView(card ? { profile: 'match', screen: 'connections', matchName: card.name } : null);
  const enter = reducedMotion
    ? { initial: false as const, animate: { opacity: 1, y: 0 } }
    : { initial: { opacity: 0, y: 18 }, animate: { opacity: 1, y: 0 }, exit: { opacity: 0 }, transition: { duration: 0.5, ease: EASE } };

  return (
    <NightPage column={false} glow="connections">
      <div className="mx-auto w-full max-w-6xl px-4 pt-5 pb-[max(2.5rem,env(safe-area-inset-bottom))] sm:px-8 sm:pt-8 lg:pb-14">
        <ConnectionsIntro />

        {/* NOTE: grid-cols-1 (minmax(0, 1fr)), not the implicit auto column: a wide child would stretch the phone layout past the screen. */}
        <div className="mt-7 grid grid-cols-1 gap-5 sm:mt-9 lg:grid-cols-[minmax(0,25rem)_minmax(0,1fr)] lg:grid-rows-[auto_1fr] lg:gap-7">
          <div className="lg:col-start-1 lg:row-start-1">
            <AnalysisCard
              progress={analysis.progress}
              done={analysis.done}
              onFindMatch={flow.onFindMatch}
              finding={flow.finding}
              hasMatch={card !== null}
            />
          </div>

          <div
            className="flex flex-col gap-5 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:gap-7"
            aria-busy={flow.finding || flow.simulating}
          >
            <AnimatePresence mode="popLayout" initial={false}>
              {card ? (
                <motion.div key={`match-${card.name}-${card.age}`} {...enter}>
                  <MatchCard
                    match={card}
                    onSimulate={flow.onSimulate}
                    simulating={flow.simulating}
                    simulated={view !== null}
                    headingRef={flow.matchHeading}
                  />
                </motion.div>
              ) : (
                <motion.div key="placeholder" {...enter}>
                  <MatchPlaceholder ready={analysis.done} finding={flow.finding} />
                </motion.div>
              )}
            </AnimatePresence>

            {card && view && (
              <>
                <motion.div key={`preview-${flow.conversation?.compatibilityScore}`} {...enter}>
                  <ConversationPreview
                    view={view}
                    matchName={card.name}
                    matchInitials={card.initials}
                    onWatchFullWeek={onWatchFullWeek}
                    continuing={continuing}
                    headingRef={flow.previewHeading}
                  />
                </motion.div>
                <motion.div {...enter} transition={reducedMotion ? undefined : { duration: 0.5, ease: EASE, delay: 0.12 }}>
                  <ContinueOnPhone displayName={displayName} announce={flow.announce} />
                </motion.div>
              </>
            )}
          </div>

          <div className="lg:col-start-1 lg:row-start-2 lg:self-start">
            <SocialPlatforms />
          </div>
        </div>

        <ConnectionsFooter simulated={view !== null} onWatchFullWeek={onWatchFullWeek} continuing={continuing} />
      </div>

      <p role="status" aria-live="polite" className="sr-only">
        {flow.announcement}
      </p>
    </NightPage>
  );
}

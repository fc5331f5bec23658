import { AnimatePresence, motion } from 'motion/react';
import { useEffect, type ReactNode } from 'react';
import { NightPage } from '@client/components/layout/night-page';
import { cn } from '@client/lib/cn';
import { EASE } from '@client/lib/motion-easing';
import { useAnimationQuality } from '@client/lib/use-animation-quality';
import { useAssessmentFlow } from '../hooks/use-assessment-flow';
import { useDelayedFlag } from '../hooks/use-delayed-flag';
import { PARTIAL_SAVE_MESSAGE, TOTAL_SCENES, canRetryComplete, scenePosition } from '../lib/flow-machine';
import { AssessmentError } from './assessment-error';
import { AssessmentHeader } from './assessment-header';
import { CalibrationProbe } from './calibration-probe';
import { ProcessingView } from './processing-view';
import { ResultsView } from './results-view';
import { SceneCard } from './scene-card';

const PROBE_DELAY_MS = 450;

type View = { key: string; node: ReactNode; counter: string | null; progress: number; framed: boolean };

/** /onboarding (§2.7, §4.4): the 8-scene assessment, one scene at a time, ending in 'Your Maya Profile'. */
export type AssessmentScreenProps = {
  /** 'Retake assessment': start a new assessment even with results stored. */
  retake?: boolean;
  /** The retake reached its results (the route then drops ?retake, so a reload shows them). */
  onRetakeFinished?: () => void;
};

export function AssessmentScreen({ retake = false, onRetakeFinished }: AssessmentScreenProps) {
  const flow = useAssessmentFlow({ retake });
  const quality = useAnimationQuality();
  const animate = quality !== 'none';
  const { status } = flow.state;
  // A probe follows the chosen answer after a beat, so the choice visibly lands first.
  const probePending = status.kind === 'scene' && status.probe !== null;
  const probeReady = useDelayedFlag(probePending, PROBE_DELAY_MS);
  const view = viewFor(flow, animate, probeReady);
  const duration = quality === 'low' ? 0.2 : 0.3;
  const finished = status.kind === 'results';
  useEffect(() => {
    if (retake && finished) onRetakeFinished?.();
  }, [retake, finished, onRetakeFinished]);

  return (
    <NightPage column={false} clip="x" glow="assessment">
      <div
        className={cn('relative mx-auto w-full px-4 pb-16 sm:px-6 sm:pt-10', status.kind === 'results' ? 'max-w-4xl pt-10' : 'max-w-2xl')}
      >
        {status.kind !== 'results' && <AssessmentHeader counter={view.counter} progress={view.progress} />}
        <AnimatePresence mode="wait" initial={false}>
          <motion.div
            key={view.key}
            initial={animate ? { opacity: 0, x: 28 } : false}
            animate={{ opacity: 1, x: 0 }}
            exit={animate ? { opacity: 0, x: -28 } : { opacity: 0 }}
            transition={{ duration: animate ? duration : 0, ease: EASE }}
            className={cn(
              status.kind !== 'results' && 'mt-5 sm:mt-8',
              view.framed &&
                'sm:rounded-[2rem] sm:border sm:border-white/10 sm:bg-night/60 sm:p-9 sm:shadow-2xl sm:shadow-black/40 sm:backdrop-blur-xl',
            )}
          >
            {view.node}
          </motion.div>
        </AnimatePresence>
      </div>
    </NightPage>
  );
}

function viewFor(flow: ReturnType<typeof useAssessmentFlow>, animate: boolean, probeReady: boolean): View {
  const { state } = flow;
  const { status } = state;
  const total = state.scenes.length || TOTAL_SCENES;
  switch (status.kind) {
    case 'loading':
      return { key: 'loading', node: <SceneSkeleton />, counter: null, progress: 0, framed: true };
    case 'start-failed':
      return {
        key: 'start-failed',
        counter: null,
        progress: 0,
        framed: false,
        node: (
          <AssessmentError
            title="We couldn't get your assessment started"
            message={status.message}
            retry={{ label: 'Try again', onClick: flow.retryStart }}
          />
        ),
      };
    case 'scene': {
      const scene = state.scenes.find((s) => s.id === status.sceneId)!;
      const position = scenePosition(state.scenes, scene.id);
      const answered = status.step === 'choosing' ? position - 1 : position;
      const base = { counter: `SCENE ${position} OF ${total}`, progress: (answered / total) * 100, framed: true };
      if (status.probe && status.choice && probeReady) {
        const label = scene.options.find((o) => o.value === status.choice?.value)?.label ?? '';
        return {
          ...base,
          key: `${scene.id}-probe`,
          node: (
            <CalibrationProbe probe={status.probe} chosenLabel={label} pending={status.step === 'submitting'} onAnswer={flow.answerProbe} />
          ),
        };
      }
      return {
        ...base,
        key: scene.id,
        node: (
          <SceneCard
            scene={scene}
            selected={status.choice?.value ?? null}
            saving={status.step === 'submitting'}
            resumed={state.resumed}
            animate={animate}
            onChoose={flow.choose}
          />
        ),
      };
    }
    case 'processing':
      return {
        key: 'processing',
        counter: `ALL ${total} SCENES DONE`,
        progress: 100,
        framed: false,
        node: <ProcessingView stage={status.stage} animate={animate} />,
      };
    case 'results':
      return {
        key: 'results',
        counter: null,
        progress: 100,
        framed: false,
        node: (
          <ResultsView
            profile={status.profile}
            animate={animate && status.fresh}
            continuing={flow.continuing}
            onContinue={flow.continueJourney}
            onRetake={flow.restart}
          />
        ),
      };
    case 'failed': {
      const canRetry = status.retryable && canRetryComplete(status.responseCount);
      return {
        key: 'failed',
        counter: null,
        progress: (Math.min(status.responseCount, total) / total) * 100,
        framed: false,
        node: (
          <AssessmentError
            title="We couldn't finish your profile"
            message={status.message}
            // 'Try again or restart' only makes sense where TRY AGAIN is offered.
            note={status.partial && canRetry ? PARTIAL_SAVE_MESSAGE : null}
            retry={canRetry ? { label: 'TRY AGAIN', onClick: flow.retryComplete } : null}
            onRestart={flow.restart}
          />
        ),
      };
    }
  }
}

/** The shape of a scene while the scenes load, so nothing jumps when they arrive. */
function SceneSkeleton() {
  return (
    <div role="status" aria-live="polite" className="animate-pulse motion-reduce:animate-none">
      <span className="sr-only">Getting your scenes ready…</span>
      <div aria-hidden="true">
        <div className="h-9 w-3/4 rounded-xl bg-white/10" />
        <div className="mt-4 h-4 w-full rounded bg-white/[0.07]" />
        <div className="mt-2 h-4 w-11/12 rounded bg-white/[0.07]" />
        <div className="mt-2 h-4 w-2/3 rounded bg-white/[0.07]" />
        <div className="mt-8 grid gap-3">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="h-18 rounded-2xl border border-white/5 bg-white/[0.04]" />
          ))}
        </div>
      </div>
    </div>
  );
}

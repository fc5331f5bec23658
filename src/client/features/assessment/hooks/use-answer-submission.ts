import { useCallback, useEffect, useRef, type Dispatch, type RefObject } from 'react';
import { toast } from 'sonner';
import { isNetworkError } from '@client/lib/api-client';
import { clampReactionTime, type DeviceTier } from '@shared/domain/assessment/response-limits';
import { useSubmitResponse } from '../api/submit-response';
import type { Point } from '../lib/behaviour';
import type { Choice, FlowEvent, FlowState, MicroResponse } from '../lib/flow-machine';
import { probeForAnswer } from '../lib/probe';
import { isSessionEnded } from '../lib/session-ended';
import { useBehaviourTracking } from './use-behaviour-tracking';

/** Spec §8.3 / §9: an answer submission times out after 30 s, which unlocks the answer. */
export const SUBMIT_TIMEOUT_MS = 30_000;
/** The chosen answer stays on screen at least this long, so the choice visibly lands before the next scene. */
const SELECTED_DWELL_MS = 450;

export const SUBMISSION_WARNING = { title: 'Submission Warning', description: 'Response may not have been recorded properly.' } as const;
export const NETWORK_ERROR = { title: 'Network Error', description: 'Unable to save response. Please check your connection.' } as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Step 3 of the assessment flow: one scene at a time, an option is chosen (locking the answer),
 * its calibration probe answered when one fires, and the response recorded with its reaction time
 * and behaviour events. The guards make double clicks and double submits harmless.
 */
export function useAnswerSubmission(state: FlowState, stateRef: RefObject<FlowState>, dispatch: Dispatch<FlowEvent>, tier: DeviceTier) {
  const { mutateAsync: submitAnswer } = useSubmitResponse();
  const { status } = state;
  // Tracking runs while a scene waits for its answer; once the answer is locked, that question's events are complete.
  const tracker = useBehaviourTracking(status.kind === 'scene' && status.step === 'choosing', tier);
  // Guards: the scene whose answer is locked, and one submission at a time.
  const lockedScene = useRef<string | null>(null);
  const submitting = useRef(false);
  const shownAt = useRef(0);
  const submitTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(submitTimer.current), []);

  // A scene is ready for an answer: the reaction time and the behaviour events start from here.
  const choosingScene = status.kind === 'scene' && status.step === 'choosing' ? status.sceneId : null;
  useEffect(() => {
    if (!choosingScene) return;
    shownAt.current = performance.now();
    lockedScene.current = null;
    tracker.reset();
  }, [choosingScene, tracker]);

  const send = useCallback(
    async (sceneId: string, choice: Choice, micro: MicroResponse | null) => {
      const { sessionId, scenes } = stateRef.current;
      const option = scenes.find((s) => s.id === sceneId)?.options.find((o) => o.value === choice.value);
      if (submitting.current || !sessionId || !option) return;
      submitting.current = true;
      const controller = new AbortController();
      let timedOut = false;
      submitTimer.current = window.setTimeout(() => {
        timedOut = true;
        controller.abort();
      }, SUBMIT_TIMEOUT_MS);
      try {
        const [result] = await Promise.all([
          submitAnswer({
            session_id: sessionId,
            signal: controller.signal,
            scene_data: {
              scene_id: sceneId,
              option_selected: choice.value,
              trait_weights: option.traitWeights,
              reaction_time_ms: choice.reactionTimeMs,
              behavioral_events: tracker.collect(),
              ...(micro ? { micro_response: micro } : {}),
            },
          }),
          wait(SELECTED_DWELL_MS),
        ]);
        dispatch({ type: 'submitted', sceneId, optionSelected: choice.value, responseCount: result.response_count });
      } catch (error) {
        if (!timedOut && isSessionEnded(error)) {
          dispatch({ type: 'session-ended', message: error.message });
          return;
        }
        const message = !timedOut && isNetworkError(error) ? NETWORK_ERROR : SUBMISSION_WARNING;
        if (message === NETWORK_ERROR) toast.error(message.title, { description: message.description });
        else toast.warning(message.title, { description: message.description });
        dispatch({ type: 'submit-failed', sceneId });
      } finally {
        window.clearTimeout(submitTimer.current);
        submitting.current = false;
      }
    },
    [submitAnswer, tracker, stateRef, dispatch],
  );

  /** An option was chosen (by pointer, with where it was clicked, or by keyboard). Locks the answer. */
  const choose = useCallback(
    (optionValue: string, point?: Point) => {
      const { status: current, scenes, answers } = stateRef.current;
      if (current.kind !== 'scene' || current.step !== 'choosing' || lockedScene.current === current.sceneId || submitting.current) return;
      const scene = scenes.find((s) => s.id === current.sceneId);
      if (!scene?.options.some((o) => o.value === optionValue)) return;
      lockedScene.current = current.sceneId;
      if (point) tracker.recordClick(point);
      const choice = { value: optionValue, reactionTimeMs: clampReactionTime(performance.now() - shownAt.current) };
      const probe = probeForAnswer({
        scene,
        optionValue,
        reactionTimeMs: choice.reactionTimeMs,
        hesitated: tracker.hesitated(),
        earlier: answers,
        scenes,
      });
      dispatch({ type: 'chosen', sceneId: scene.id, choice, probe });
      if (!probe) void send(scene.id, choice, null);
    },
    [send, tracker, stateRef, dispatch],
  );

  /** The calibration probe was answered (or skipped, with null). */
  const answerProbe = useCallback(
    (answer: string | number | null) => {
      const { status: current } = stateRef.current;
      if (current.kind !== 'scene' || current.step !== 'probe' || !current.probe || !current.choice || submitting.current) return;
      const micro =
        answer === null || answer === '' ? null : { probe_type: current.probe.probeType, question: current.probe.question, answer };
      dispatch({ type: 'probe-answered', sceneId: current.sceneId, micro });
      void send(current.sceneId, current.choice, micro);
    },
    [send, stateRef, dispatch],
  );

  return { choose, answerProbe };
}

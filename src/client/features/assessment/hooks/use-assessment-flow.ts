import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@client/config/paths';
import { ApiError, isNetworkError } from '@client/lib/api-client';
import { clampReactionTime } from '@shared/domain/assessment/response-limits';
import { useAssessment } from '../api/get-assessment';
import { useCompleteAssessment } from '../api/complete-assessment';
import { inviteStatusQueryOptions } from '../api/get-invite-status';
import { useStartAssessment } from '../api/start-assessment';
import { useSubmitResponse } from '../api/submit-response';
import type { Point } from '../lib/behaviour';
import {
  COMPLETE_FAILED_MESSAGE,
  STAGES,
  flowReducer,
  initialFlowState,
  responseCountFromMessage,
  type Choice,
  type MicroResponse,
} from '../lib/flow-machine';
import { probeForAnswer } from '../lib/probe';
import { currentDeviceTier, useBehaviourTracking } from './use-behaviour-tracking';

/** Spec §8.3 / §9: an answer submission times out after 30 s, which unlocks the answer. */
export const SUBMIT_TIMEOUT_MS = 30_000;
/** The chosen answer stays on screen at least this long, so the choice visibly lands before the next scene. */
const SELECTED_DWELL_MS = 450;
/** Processing stages advance on this short beat; only the server's answer reaches 'complete'. */
const STAGE_STEP_MS = 600;
/** Spec §4.4: the results appear 1 s after processing completes. */
const RESULTS_DELAY_MS = 1000;

/** 404 / 409 from the API: the session is gone or closed (e.g. finished in another tab); only a restart helps. */
const isSessionEnded = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 409);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const SUBMISSION_WARNING = { title: 'Submission Warning', description: 'Response may not have been recorded properly.' } as const;
export const NETWORK_ERROR = { title: 'Network Error', description: 'Unable to save response. Please check your connection.' } as const;

/**
 * The /onboarding screen's behaviour (spec §4.4): loads the scenes and any stored profile, starts or
 * resumes a session, records one scene at a time (with its calibration probe and behaviour events),
 * completes the assessment through the processing stages and shows the results. The pure state
 * machine is lib/flow-machine.ts; this hook performs its side effects.
 */
export function useAssessmentFlow() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { data, isError, isFetching, refetch } = useAssessment();
  const { mutateAsync: startSession } = useStartAssessment();
  const { mutateAsync: submitAnswer } = useSubmitResponse();
  const { mutateAsync: completeSession } = useCompleteAssessment();
  const [state, dispatch] = useReducer(flowReducer, initialFlowState);
  const { status } = state;
  const tier = useMemo(currentDeviceTier, []);
  // Tracking runs while a scene waits for its answer; once the answer is locked, that question's events are complete.
  const tracker = useBehaviourTracking(status.kind === 'scene' && status.step === 'choosing', tier);

  // The latest state for event handlers, and the guards that make double clicks harmless.
  const stateRef = useRef(state);
  stateRef.current = state;
  const lockedScene = useRef<string | null>(null);
  const submitting = useRef(false);
  const starting = useRef(false);
  const completing = useRef(false);
  const restartNext = useRef(false);
  const shownAt = useRef(0);
  const submitTimer = useRef<number | undefined>(undefined);
  const [continuing, setContinuing] = useState(false);

  useEffect(() => () => window.clearTimeout(submitTimer.current), []);

  // 1. Scenes and stored profile arrive → loaded (or the start error when they cannot be read).
  useEffect(() => {
    if (status.kind !== 'loading' || state.scenes.length > 0) return;
    if (data) dispatch({ type: 'loaded', scenes: data.scenes, profile: data.profile });
    else if (isError && !isFetching) dispatch({ type: 'load-failed' });
  }, [status.kind, state.scenes.length, data, isError, isFetching]);

  // 2. No stored profile → start (or resume) a session; after RESTART ASSESSMENT, a fresh one.
  useEffect(() => {
    if (status.kind !== 'loading' || state.scenes.length === 0 || starting.current) return;
    starting.current = true;
    const restart = restartNext.current;
    startSession({ device_tier: tier, restart })
      .then((result) => {
        restartNext.current = false;
        dispatch({ type: 'started', sessionId: result.session_id, answered: result.answered_scene_ids });
      })
      .catch(() => dispatch({ type: 'start-failed' }))
      .finally(() => {
        starting.current = false;
      });
  }, [status.kind, state.scenes.length, startSession, tier]);

  // 3. A scene is ready for an answer: the reaction time and the behaviour events start from here.
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
          dispatch({ type: 'session-ended', message: (error as ApiError).message });
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
    [submitAnswer, tracker],
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
      const probe = probeForAnswer({ scene, optionValue, reactionTimeMs: choice.reactionTimeMs, hesitated: tracker.hesitated(), earlier: answers, scenes });
      dispatch({ type: 'chosen', sceneId: scene.id, choice, probe });
      if (!probe) void send(scene.id, choice, null);
    },
    [send, tracker],
  );

  /** The calibration probe was answered (or skipped, with null). */
  const answerProbe = useCallback(
    (answer: string | number | null) => {
      const { status: current } = stateRef.current;
      if (current.kind !== 'scene' || current.step !== 'probe' || !current.probe || !current.choice || submitting.current) return;
      const micro = answer === null || answer === '' ? null : { probe_type: current.probe.probeType, question: current.probe.question, answer };
      dispatch({ type: 'probe-answered', sceneId: current.sceneId, micro });
      void send(current.sceneId, current.choice, micro);
    },
    [send],
  );

  // 4. Processing: the complete call runs while the stages advance.
  const processing = status.kind === 'processing' && !status.profile;
  useEffect(() => {
    if (!processing || completing.current) return;
    completing.current = true;
    const { sessionId, responseCount } = stateRef.current;
    const run = sessionId ? completeSession({ session_id: sessionId }) : Promise.reject(new Error('no session'));
    run
      .then(({ profile }) => dispatch({ type: 'completed', profile }))
      .catch((error: unknown) => {
        // A 400 carries the §8.3 message word for word; an ended session says so; anything else gets the default.
        if (isSessionEnded(error)) {
          dispatch({ type: 'complete-failed', message: (error as ApiError).message, responseCount, retryable: false });
          return;
        }
        const message = error instanceof ApiError && error.status === 400 ? error.message : COMPLETE_FAILED_MESSAGE;
        dispatch({ type: 'complete-failed', message, responseCount: responseCountFromMessage(message) ?? responseCount });
      })
      .finally(() => {
        completing.current = false;
      });
  }, [processing, completeSession]);

  const stage = status.kind === 'processing' ? status.stage : null;
  const profileIn = status.kind === 'processing' && status.profile !== null;
  useEffect(() => {
    if (!stage) return;
    if (stage === 'complete') {
      const timer = window.setTimeout(() => {
        dispatch({ type: 'show-results' });
        toast.success('Assessment Complete!', { id: 'assessment-complete', description: 'Your Maya Profile is ready.' });
      }, RESULTS_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    // analyzing → processing → personalizing on a short beat; complete only once the profile is in.
    const next = STAGES[STAGES.findIndex((s) => s.id === stage) + 1];
    if (!next || (next.id === 'complete' && !profileIn)) return;
    const timer = window.setTimeout(() => dispatch({ type: 'stage', stage: next.id }), STAGE_STEP_MS);
    return () => window.clearTimeout(timer);
  }, [stage, profileIn]);

  /** 'TRY AGAIN' on the error state: completes again (offered only with at least 6 responses). */
  const retryComplete = useCallback(() => dispatch({ type: 'retry-complete' }), []);

  /** 'RESTART ASSESSMENT' (and retaking from the results): a new session from scene 1. */
  const restart = useCallback(() => {
    restartNext.current = true;
    dispatch({ type: 'restart' });
  }, []);

  /**
   * The retry of 'Failed to start assessment session': reads the scenes again if they never came.
   * A retry after a failed RESTART ASSESSMENT still restarts (restartNext stays set until a start succeeds).
   */
  const retryStart = useCallback(() => {
    dispatch({ type: 'restart' });
    if (stateRef.current.scenes.length === 0) void refetch();
  }, [refetch]);

  /** 'Continue →' (§2.8): /connections for someone on the invite allowlist, otherwise (and on error) /waitlist. */
  const continueJourney = useCallback(async () => {
    setContinuing(true);
    let invited = false;
    try {
      invited = (await queryClient.fetchQuery(inviteStatusQueryOptions())).invited === true;
    } catch {
      invited = false;
    }
    void navigate(invited ? paths.connections : paths.waitlist);
  }, [navigate, queryClient]);

  return { state, choose, answerProbe, retryComplete, restart, retryStart, continueJourney, continuing };
}

export type AssessmentFlow = ReturnType<typeof useAssessmentFlow>;

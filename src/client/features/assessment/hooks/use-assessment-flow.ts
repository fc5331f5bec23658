import { useCallback, useMemo, useReducer, useRef } from 'react';
import { flowReducer, initialFlowState } from '../lib/flow-machine';
import { useAnswerSubmission } from './use-answer-submission';
import { currentDeviceTier } from './use-behaviour-tracking';
import { useCompletion } from './use-completion';
import { useContinueJourney } from './use-continue-journey';
import { useSessionStart } from './use-session-start';

/**
 * The /onboarding screen's behaviour (spec §4.4): loads the scenes and any stored profile, starts or
 * resumes a session (use-session-start), records one scene at a time with its calibration probe and
 * behaviour events (use-answer-submission), completes the assessment through the processing stages
 * (use-completion) and shows the results (use-continue-journey leaves them). The pure state machine
 * is lib/flow-machine.ts; these hooks perform its side effects.
 */
export function useAssessmentFlow() {
  const [state, dispatch] = useReducer(flowReducer, initialFlowState);
  // The latest state for event handlers and async callbacks.
  const stateRef = useRef(state);
  stateRef.current = state;
  const tier = useMemo(currentDeviceTier, []);

  const { refetchScenes, restartOnNextStart } = useSessionStart(state, dispatch, tier);
  const { choose, answerProbe } = useAnswerSubmission(state, stateRef, dispatch, tier);
  useCompletion(state, stateRef, dispatch);
  const { continueJourney, continuing } = useContinueJourney();

  /** 'TRY AGAIN' on the error state: completes again (offered only with at least 6 responses). */
  const retryComplete = useCallback(() => dispatch({ type: 'retry-complete' }), []);

  /** 'RESTART ASSESSMENT' (and retaking from the results): a new session from scene 1. */
  const restart = useCallback(() => {
    restartOnNextStart();
    dispatch({ type: 'restart' });
  }, [restartOnNextStart]);

  /**
   * The retry of 'Failed to start assessment session': reads the scenes again if they never came.
   * A retry after a failed RESTART ASSESSMENT still restarts (the restart stays asked for until a start succeeds).
   */
  const retryStart = useCallback(() => {
    dispatch({ type: 'restart' });
    if (stateRef.current.scenes.length === 0) void refetchScenes();
  }, [refetchScenes]);

  return { state, choose, answerProbe, retryComplete, restart, retryStart, continueJourney, continuing };
}

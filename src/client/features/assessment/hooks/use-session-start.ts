import { useCallback, useEffect, useRef, type Dispatch } from 'react';
import type { DeviceTier } from '@shared/domain/assessment/response-limits';
import { useAssessment } from '../api/get-assessment';
import { useStartAssessment } from '../api/start-assessment';
import type { FlowEvent, FlowState } from '../lib/flow-machine';

/**
 * The first two steps of the assessment flow: the scenes and any stored profile arrive (or cannot be
 * read), then, with no stored profile, a session starts or resumes. After RESTART ASSESSMENT the next
 * start asks for a fresh session.
 */
export function useSessionStart(state: FlowState, dispatch: Dispatch<FlowEvent>, tier: DeviceTier) {
  const { data, isError, isFetching, refetch } = useAssessment();
  const { mutateAsync: startSession } = useStartAssessment();
  const { status } = state;
  // Guards: one start request at a time, and whether the next one restarts.
  const starting = useRef(false);
  const restartNext = useRef(false);

  // 1. Scenes and stored profile arrive → loaded (or the start error when they cannot be read).
  useEffect(() => {
    if (status.kind !== 'loading' || state.scenes.length > 0) return;
    if (data) dispatch({ type: 'loaded', scenes: data.scenes, profile: data.profile });
    else if (isError && !isFetching) dispatch({ type: 'load-failed' });
  }, [status.kind, state.scenes.length, data, isError, isFetching, dispatch]);

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
  }, [status.kind, state.scenes.length, startSession, tier, dispatch]);

  /** The next start asks for a fresh session; it stays set until a start succeeds. */
  const restartOnNextStart = useCallback(() => {
    restartNext.current = true;
  }, []);

  return { refetchScenes: refetch, restartOnNextStart };
}

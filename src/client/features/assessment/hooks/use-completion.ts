import { useEffect, useRef, type Dispatch, type RefObject } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@client/lib/api-client';
import { useCompleteAssessment } from '../api/complete-assessment';
import { COMPLETE_FAILED_MESSAGE, STAGES, responseCountFromMessage, type FlowEvent, type FlowState } from '../lib/flow-machine';
import { isSessionEnded } from '../lib/session-ended';

/** Processing stages advance on this short beat; only the server's answer reaches 'complete'. */
const STAGE_STEP_MS = 600;
/** Spec §4.4: the results appear 1 s after processing completes. */
const RESULTS_DELAY_MS = 1000;

/**
 * Step 4 of the assessment flow: the complete call runs while the processing stages advance, and
 * the results appear once the profile is in.
 */
export function useCompletion(state: FlowState, stateRef: RefObject<FlowState>, dispatch: Dispatch<FlowEvent>) {
  const { mutateAsync: completeSession } = useCompleteAssessment();
  const { status } = state;
  // Guard: one complete request at a time.
  const completing = useRef(false);

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
          dispatch({ type: 'complete-failed', message: error.message, responseCount, retryable: false });
          return;
        }
        const message = error instanceof ApiError && error.status === 400 ? error.message : COMPLETE_FAILED_MESSAGE;
        dispatch({ type: 'complete-failed', message, responseCount: responseCountFromMessage(message) ?? responseCount });
      })
      .finally(() => {
        completing.current = false;
      });
  }, [processing, completeSession, stateRef, dispatch]);

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
  }, [stage, profileIn, dispatch]);
}

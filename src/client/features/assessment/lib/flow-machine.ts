import { MIN_RESPONSES } from '@shared/domain/assessment/response-limits';
import type { ProfileView, PublicScene } from '@shared/schemas/assessment';
import type { Probe } from './probe';

/**
 * The /onboarding state machine (spec §4.4), as a pure reducer:
 *
 *   loading ──loaded(profile)──────────────────────────────────────────────▶ results
 *      │ started                                                               ▲
 *      ▼                                                                       │ show-results (1 s after complete)
 *   scene n: choosing ─chosen─▶ probe? ─probe-answered─▶ submitting ─submitted─▶ scene n+1 … ─▶ processing
 *      ▲                                                    │                                    │ stage ×3, completed
 *      └──────────────── submit-failed (timeout, network) ──┘                                    ▼
 *   start-failed ◀─ start fails          failed ◀─ complete fails ── retry-complete / restart ──▶ processing / loading
 *
 * Every event that does not fit the current state is ignored, which is what makes a double click or
 * a late answer harmless.
 */

export const TOTAL_SCENES = 8;
export const START_FAILED_MESSAGE = 'Failed to start assessment session. Please try again.';
export const COMPLETE_FAILED_MESSAGE = 'Assessment processing failed. Please try again.';
export const PARTIAL_SAVE_MESSAGE = 'Some responses may not have been saved. Please try again or restart.';

export const STAGES = [
  { id: 'analyzing', progress: 20, title: 'Reading your answers', detail: 'Looking at the choices you made in all eight scenes.' },
  { id: 'processing', progress: 50, title: 'Finding your patterns', detail: 'Mapping your answers onto six personality traits.' },
  { id: 'personalizing', progress: 80, title: 'Writing your profile', detail: 'Putting what makes you, you, into words.' },
  { id: 'complete', progress: 100, title: 'All done!', detail: 'Opening your Maya Profile…' },
] as const;
export type StageId = (typeof STAGES)[number]['id'];
export const stageInfo = (id: StageId) => STAGES.find((s) => s.id === id)!;

export type Choice = { value: string; reactionTimeMs: number };
export type MicroResponse = { probe_type: string; question: string; answer: string | number };
export type RecordedAnswer = { scene_id: string; option_selected: string };

export type SceneStep = 'choosing' | 'probe' | 'submitting';

export type FlowStatus =
  | { kind: 'loading' }
  | { kind: 'start-failed'; message: string }
  | { kind: 'scene'; sceneId: string; step: SceneStep; choice: Choice | null; probe: Probe | null; micro: MicroResponse | null }
  | { kind: 'processing'; stage: StageId; profile: ProfileView | null }
  | { kind: 'results'; profile: ProfileView; fresh: boolean }
  /** retryable: false when completing again cannot help (the session has ended); TRY AGAIN also needs 6 responses. */
  | { kind: 'failed'; message: string; responseCount: number; partial: boolean; retryable: boolean };

export type FlowState = {
  status: FlowStatus;
  scenes: PublicScene[];
  sessionId: string | null;
  /** Scene ids the server has recorded in this session. */
  answered: string[];
  /** The answers given in this visit, for the 'inconsistent' probe condition. */
  answers: RecordedAnswer[];
  /** The server's count of recorded responses, as last reported. */
  responseCount: number;
  /** True after resuming a half-finished session, until the first new answer is saved. */
  resumed: boolean;
};

export type FlowEvent =
  | { type: 'loaded'; scenes: PublicScene[]; profile: ProfileView | null }
  | { type: 'load-failed' }
  | { type: 'started'; sessionId: string; answered: string[] }
  | { type: 'start-failed' }
  | { type: 'chosen'; sceneId: string; choice: Choice; probe: Probe | null }
  | { type: 'probe-answered'; sceneId: string; micro: MicroResponse | null }
  | { type: 'submitted'; sceneId: string; optionSelected: string; responseCount: number }
  | { type: 'submit-failed'; sceneId: string }
  /** The server says the session is gone or closed: only a restart helps. */
  | { type: 'session-ended'; message: string }
  | { type: 'stage'; stage: StageId }
  | { type: 'completed'; profile: ProfileView }
  | { type: 'show-results' }
  | { type: 'complete-failed'; message: string; responseCount: number; retryable?: boolean }
  | { type: 'retry-complete' }
  | { type: 'restart' };

export const initialFlowState: FlowState = {
  status: { kind: 'loading' },
  scenes: [],
  sessionId: null,
  answered: [],
  answers: [],
  responseCount: 0,
  resumed: false,
};

/** Scenes in display order. */
export const orderedScenes = (scenes: readonly PublicScene[]): PublicScene[] => [...scenes].sort((a, b) => a.scene_order - b.scene_order);

/** The next scene to answer: the lowest scene_order not yet answered, or null when all are. */
export function nextScene(scenes: readonly PublicScene[], answered: readonly string[]): PublicScene | null {
  const done = new Set(answered);
  return orderedScenes(scenes).find((s) => !done.has(s.id)) ?? null;
}

/** 1-based position of a scene among all scenes (what 'SCENE n OF 8' shows). */
export function scenePosition(scenes: readonly PublicScene[], sceneId: string): number {
  return orderedScenes(scenes).findIndex((s) => s.id === sceneId) + 1;
}

/** Spec §4.4: 'TRY AGAIN' is offered only when at least 6 responses were recorded. */
export const canRetryComplete = (responseCount: number): boolean => responseCount >= MIN_RESPONSES;

/**
 * The number of recorded responses a §8.3 completion message states ('No responses recorded…',
 * 'Only {n} responses recorded…'), or null when the message does not say.
 */
export function responseCountFromMessage(message: string): number | null {
  if (/^No responses recorded/i.test(message)) return 0;
  const match = /^Only (\d+) responses? recorded/i.exec(message);
  return match ? Number(match[1]) : null;
}

const sceneStatus = (sceneId: string): FlowStatus => ({ kind: 'scene', sceneId, step: 'choosing', choice: null, probe: null, micro: null });
const processing: FlowStatus = { kind: 'processing', stage: 'analyzing', profile: null };

/** Where to go once the answered set changes: the next unanswered scene, or processing. */
const advance = (state: FlowState, answered: string[]): FlowStatus => {
  const next = nextScene(state.scenes, answered);
  return next ? sceneStatus(next.id) : processing;
};

const stageIndex = (id: StageId) => STAGES.findIndex((s) => s.id === id);

export function flowReducer(state: FlowState, event: FlowEvent): FlowState {
  const { status } = state;
  switch (event.type) {
    case 'loaded': {
      if (status.kind !== 'loading') return state;
      const scenes = orderedScenes(event.scenes);
      return event.profile ? { ...state, scenes, status: { kind: 'results', profile: event.profile, fresh: false } } : { ...state, scenes };
    }
    case 'load-failed':
    case 'start-failed':
      return status.kind === 'loading' ? { ...state, status: { kind: 'start-failed', message: START_FAILED_MESSAGE } } : state;
    case 'started': {
      if (status.kind !== 'loading' || state.scenes.length === 0) return state;
      const answered = [...new Set(event.answered)];
      return {
        ...state,
        sessionId: event.sessionId,
        answered,
        answers: [],
        responseCount: answered.length,
        resumed: answered.length > 0,
        status: advance(state, answered),
      };
    }
    case 'chosen': {
      if (status.kind !== 'scene' || status.step !== 'choosing' || status.sceneId !== event.sceneId) return state;
      return { ...state, status: { ...status, choice: event.choice, probe: event.probe, step: event.probe ? 'probe' : 'submitting' } };
    }
    case 'probe-answered': {
      if (status.kind !== 'scene' || status.step !== 'probe' || status.sceneId !== event.sceneId) return state;
      return { ...state, status: { ...status, micro: event.micro, step: 'submitting' } };
    }
    case 'submitted': {
      if (status.kind !== 'scene' || status.step !== 'submitting' || status.sceneId !== event.sceneId) return state;
      const answered = state.answered.includes(event.sceneId) ? state.answered : [...state.answered, event.sceneId];
      return {
        ...state,
        answered,
        answers: [
          ...state.answers.filter((a) => a.scene_id !== event.sceneId),
          { scene_id: event.sceneId, option_selected: event.optionSelected },
        ],
        responseCount: Math.max(event.responseCount, 0),
        resumed: false,
        status: advance(state, answered),
      };
    }
    case 'submit-failed': {
      // Spec §8.3: a failed or timed-out submission unlocks the answer.
      if (status.kind !== 'scene' || status.step !== 'submitting' || status.sceneId !== event.sceneId) return state;
      return { ...state, status: sceneStatus(status.sceneId) };
    }
    case 'session-ended': {
      if (status.kind !== 'scene' && status.kind !== 'processing') return state;
      return {
        ...state,
        status: { kind: 'failed', message: event.message, responseCount: state.responseCount, partial: false, retryable: false },
      };
    }
    case 'stage': {
      // The timer only walks forward, and reaches 'complete' only once the server's profile is in.
      if (status.kind !== 'processing' || stageIndex(event.stage) <= stageIndex(status.stage)) return state;
      if (event.stage === 'complete' && !status.profile) return state;
      return { ...state, status: { ...status, stage: event.stage } };
    }
    case 'completed': {
      // The profile is in: straight to 'complete' from the last working stage, else after the stages walk on.
      if (status.kind !== 'processing') return state;
      return {
        ...state,
        status: { kind: 'processing', stage: status.stage === 'personalizing' ? 'complete' : status.stage, profile: event.profile },
      };
    }
    case 'show-results':
      return status.kind === 'processing' && status.stage === 'complete' && status.profile
        ? { ...state, status: { kind: 'results', profile: status.profile, fresh: true } }
        : state;
    case 'complete-failed': {
      if (status.kind !== 'processing') return state;
      const responseCount = Math.max(0, event.responseCount);
      const failed: FlowStatus = {
        kind: 'failed',
        message: event.message,
        responseCount,
        partial: responseCount < state.answered.length,
        retryable: event.retryable ?? true,
      };
      return { ...state, responseCount, status: failed };
    }
    case 'retry-complete':
      return status.kind === 'failed' && status.retryable && canRetryComplete(status.responseCount)
        ? { ...state, status: processing }
        : state;
    case 'restart':
      return status.kind === 'failed' || status.kind === 'results' || status.kind === 'start-failed'
        ? { ...initialFlowState, scenes: state.scenes }
        : state;
    default:
      return state;
  }
}

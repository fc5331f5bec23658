import { describe, expect, it } from 'vitest';
import { SCENES } from '@shared/domain/assessment/scenes';
import type { ProfileView, PublicScene } from '@shared/schemas/assessment';
import {
  COMPLETE_FAILED_MESSAGE,
  START_FAILED_MESSAGE,
  canRetryComplete,
  flowReducer,
  initialFlowState,
  nextScene,
  responseCountFromMessage,
  scenePosition,
  type FlowEvent,
  type FlowState,
} from './flow-machine';

const scenes: PublicScene[] = SCENES.map((s) => ({ ...s }));
// The API may list scenes in any order; the flow goes by scene_order.
const shuffled = [...scenes].reverse();
const ids = scenes.map((s) => s.id);
const profile = { archetype: 'The Spark' } as ProfileView;

const run = (events: FlowEvent[], from: FlowState = initialFlowState) => events.reduce(flowReducer, from);
const started = (answered: string[] = []) =>
  run([
    { type: 'loaded', scenes: shuffled, profile: null },
    { type: 'started', sessionId: 's1', answered },
  ]);
/** Answers the current scene without a probe. */
const answer = (state: FlowState, count = 1): FlowState => {
  let s = state;
  for (let i = 0; i < count; i += 1) {
    if (s.status.kind !== 'scene') throw new Error(`not on a scene: ${s.status.kind}`);
    const sceneId = s.status.sceneId;
    s = run(
      [
        { type: 'chosen', sceneId, choice: { value: 'x', reactionTimeMs: 3000 }, probe: null },
        { type: 'submitted', sceneId, optionSelected: 'x', responseCount: s.answered.length + 1 },
      ],
      s,
    );
  }
  return s;
};

describe('next scene', () => {
  it('is the lowest scene_order not answered', () => {
    expect(nextScene(shuffled, [])?.id).toBe(ids[0]);
    expect(nextScene(shuffled, ids.slice(0, 3))?.id).toBe(ids[3]);
    expect(nextScene(shuffled, [ids[0]!, ids[2]!])?.id).toBe(ids[1]);
    expect(nextScene(shuffled, ids)).toBeNull();
    expect(scenePosition(shuffled, ids[4]!)).toBe(5);
  });
});

describe('loading', () => {
  it('shows a stored profile directly', () => {
    const s = run([{ type: 'loaded', scenes, profile }]);
    expect(s.status).toEqual({ kind: 'results', profile, fresh: false });
  });
  it('starts at scene 1 for a new person', () => {
    const s = started();
    expect(s.status).toMatchObject({ kind: 'scene', sceneId: ids[0], step: 'choosing' });
    expect(s.sessionId).toBe('s1');
    expect(s.resumed).toBe(false);
  });
  it('resumes at the next unanswered scene', () => {
    const s = started(ids.slice(0, 3));
    expect(s.status).toMatchObject({ kind: 'scene', sceneId: ids[3] });
    expect(s.responseCount).toBe(3);
    expect(s.resumed).toBe(true);
  });
  it('goes straight to processing when every scene was answered', () => {
    expect(started(ids).status).toMatchObject({ kind: 'processing', stage: 'analyzing' });
  });
  it('shows the §8.3 message when the session cannot start', () => {
    expect(run([{ type: 'loaded', scenes, profile: null }, { type: 'start-failed' }]).status).toEqual({
      kind: 'start-failed',
      message: START_FAILED_MESSAGE,
    });
    expect(run([{ type: 'load-failed' }]).status).toEqual({ kind: 'start-failed', message: START_FAILED_MESSAGE });
  });
});

describe('answering a scene', () => {
  it('locks the answer once chosen and ignores a second choice', () => {
    const s = run(
      [
        { type: 'chosen', sceneId: ids[0]!, choice: { value: 'a', reactionTimeMs: 2000 }, probe: null },
        { type: 'chosen', sceneId: ids[0]!, choice: { value: 'b', reactionTimeMs: 2100 }, probe: null },
      ],
      started(),
    );
    expect(s.status).toMatchObject({ step: 'submitting', choice: { value: 'a' } });
  });
  it('asks the probe before submitting', () => {
    const probe = SCENES[1]!.calibrationTriggers[0]!;
    let s = run([{ type: 'chosen', sceneId: ids[0]!, choice: { value: 'a', reactionTimeMs: 2000 }, probe }], started());
    expect(s.status).toMatchObject({ step: 'probe', probe });
    s = run([{ type: 'probe-answered', sceneId: ids[0]!, micro: { probe_type: 'likert_scale', question: 'q', answer: 4 } }], s);
    expect(s.status).toMatchObject({ step: 'submitting', micro: { answer: 4 } });
  });
  it('advances one scene at a time, ignoring a duplicate confirmation', () => {
    let s = answer(started());
    expect(s.status).toMatchObject({ kind: 'scene', sceneId: ids[1] });
    s = run([{ type: 'submitted', sceneId: ids[0]!, optionSelected: 'x', responseCount: 1 }], s);
    expect(s.status).toMatchObject({ kind: 'scene', sceneId: ids[1] });
    expect(s.answered).toEqual([ids[0]]);
    expect(s.answers).toEqual([{ scene_id: ids[0], option_selected: 'x' }]);
  });
  it('unlocks the answer when the submission fails', () => {
    let s = run([{ type: 'chosen', sceneId: ids[0]!, choice: { value: 'a', reactionTimeMs: 2000 }, probe: null }], started());
    s = run([{ type: 'submit-failed', sceneId: ids[0]! }], s);
    expect(s.status).toEqual({ kind: 'scene', sceneId: ids[0], step: 'choosing', choice: null, probe: null, micro: null });
    expect(s.answered).toEqual([]);
  });
  it('clears the welcome-back note after the first new answer', () => {
    expect(answer(started(ids.slice(0, 2))).resumed).toBe(false);
  });
});

describe('processing', () => {
  const done = () => answer(started(), 8);
  it('begins after the last scene', () => {
    expect(done().status).toEqual({ kind: 'processing', stage: 'analyzing', profile: null });
  });
  it('walks the stages forward but reaches complete only with the profile', () => {
    let s = run(
      [
        { type: 'stage', stage: 'personalizing' },
        { type: 'stage', stage: 'processing' },
        { type: 'stage', stage: 'complete' },
      ],
      done(),
    );
    expect(s.status).toMatchObject({ stage: 'personalizing' });
    s = run([{ type: 'show-results' }], s);
    expect(s.status.kind).toBe('processing');
    s = run([{ type: 'completed', profile }], s);
    expect(s.status).toEqual({ kind: 'processing', stage: 'complete', profile });
    s = run([{ type: 'show-results' }], s);
    expect(s.status).toEqual({ kind: 'results', profile, fresh: true });
  });
  it('still walks every stage when the profile arrives early', () => {
    let s = run([{ type: 'completed', profile }], done());
    expect(s.status).toEqual({ kind: 'processing', stage: 'analyzing', profile });
    s = run(
      [
        { type: 'stage', stage: 'processing' },
        { type: 'stage', stage: 'personalizing' },
      ],
      s,
    );
    expect(s.status).toMatchObject({ stage: 'personalizing' });
    s = run([{ type: 'stage', stage: 'complete' }], s);
    expect(s.status).toMatchObject({ stage: 'complete', profile });
  });
  it('fails with the server message and offers TRY AGAIN only from 6 responses', () => {
    const message = 'Only 5 responses recorded. Need at least 6 to complete assessment.';
    let s = run([{ type: 'complete-failed', message, responseCount: 5 }], done());
    expect(s.status).toEqual({ kind: 'failed', message, responseCount: 5, partial: true, retryable: true });
    expect(run([{ type: 'retry-complete' }], s).status.kind).toBe('failed');
    s = run([{ type: 'complete-failed', message: COMPLETE_FAILED_MESSAGE, responseCount: 8 }], done());
    expect(s.status).toMatchObject({ kind: 'failed', partial: false });
    expect(run([{ type: 'retry-complete' }], s).status).toMatchObject({ kind: 'processing', stage: 'analyzing' });
  });
  it('offers only a restart when the session has ended', () => {
    const ended = 'This assessment session has ended. Please restart the assessment.';
    const s = run([{ type: 'complete-failed', message: ended, responseCount: 8, retryable: false }], done());
    expect(s.status).toMatchObject({ kind: 'failed', message: ended, retryable: false });
    expect(run([{ type: 'retry-complete' }], s)).toBe(s);
    const midway = run([{ type: 'session-ended', message: ended }], started(ids.slice(0, 2)));
    expect(midway.status).toEqual({ kind: 'failed', message: ended, responseCount: 2, partial: false, retryable: false });
    expect(run([{ type: 'restart' }], midway).status).toEqual({ kind: 'loading' });
  });
  it('restarts from scratch, keeping only the scenes', () => {
    const failed = run([{ type: 'complete-failed', message: 'x', responseCount: 2 }], done());
    const s = run([{ type: 'restart' }], failed);
    expect(s).toEqual({ ...initialFlowState, scenes: failed.scenes });
    expect(run([{ type: 'started', sessionId: 's2', answered: [] }], s).status).toMatchObject({ kind: 'scene', sceneId: ids[0] });
  });
  it('cannot restart mid-scene', () => {
    const s = started();
    expect(run([{ type: 'restart' }], s)).toBe(s);
  });
});

describe('helpers', () => {
  it('reads the response count from the §8.3 messages', () => {
    expect(responseCountFromMessage('No responses recorded. Please restart and complete the assessment.')).toBe(0);
    expect(responseCountFromMessage('Only 5 responses recorded. Need at least 6 to complete assessment.')).toBe(5);
    expect(responseCountFromMessage(COMPLETE_FAILED_MESSAGE)).toBeNull();
  });
  it('allows TRY AGAIN from 6 responses', () => {
    expect(canRetryComplete(5)).toBe(false);
    expect(canRetryComplete(6)).toBe(true);
  });
});

import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBasicProfile } from '@shared/domain/assessment/basic-profile';
import type { AssessmentState, ProfileView, PublicScene } from '@shared/schemas/assessment';
import { deferredReply, reply, stubFetch, type StubHandler } from '../../../../../tests/dom-support/fetch-stub';
import { providers } from '../../../../../tests/dom-support/providers';
import { COMPLETE_FAILED_MESSAGE } from '../lib/flow-machine';
import { NETWORK_ERROR, SUBMISSION_WARNING } from './use-answer-submission';
import { useAssessmentFlow } from './use-assessment-flow';

const SESSION = '3f2504e0-4f89-41d3-9a0c-0305e82c3301';

const scene = (id: string, order: number, probe = false): PublicScene => ({
  id,
  title: `Scene ${id}`,
  prompt: 'What do you do?',
  scene_order: order,
  options: [
    { value: `${id}-a`, label: 'A', traitWeights: { openness: 0.16 } },
    { value: `${id}-b`, label: 'B', traitWeights: { extraversion: 0.12 } },
  ],
  calibrationTriggers: probe ? [{ condition: 'always', probeType: 'likert_scale', question: 'How sure are you?' }] : [],
});
// Listed out of order: the flow walks them by scene_order.
const SCENES = [scene('two', 2, true), scene('one', 1), scene('three', 3)];

const profile: ProfileView = {
  ...buildBasicProfile({
    scores: { honesty_humility: 0.5, emotionality: 0.5, extraversion: 0.5, agreeableness: 0.5, conscientiousness: 0.5, openness: 0.8 },
    confidence: 0.7,
    archetype: 'The Dreamer',
    insights: [],
  }),
  trait_evidence: null,
  lifestyle_insights: [],
  created_at: '2026-01-01T00:00:00.000Z',
};

const state = (over: Partial<AssessmentState> = {}): AssessmentState => ({
  scenes: SCENES,
  session_id: null,
  answered_scene_ids: [],
  profile: null,
  ...over,
});

/** The API as the flow sees it; each test overrides what it provokes. */
function api(over: Record<string, StubHandler> = {}) {
  let count = 0;
  return stubFetch({
    'GET /api/assessment': () => reply(200, state()),
    'POST /api/assessment/start': () => reply(200, { session_id: SESSION, answered_scene_ids: [] }),
    'POST /api/assessment/responses': () => reply(200, { recorded: true, response_count: ++count }),
    'POST /api/assessment/complete': () => reply(200, { profile }),
    ...over,
  });
}

const renderFlow = () => renderHook(() => useAssessmentFlow(), { wrapper: providers() });
type Flow = ReturnType<typeof renderFlow>['result'];

const status = (result: Flow) => result.current.state.status;
const onScene = async (result: Flow, sceneId: string, step = 'choosing') =>
  waitFor(() => expect(status(result)).toMatchObject({ kind: 'scene', sceneId, step }));

beforeEach(() => {
  vi.spyOn(toast, 'warning');
  vi.spyOn(toast, 'error');
});

describe('useAssessmentFlow: starting', () => {
  it('loads the scenes, starts one session and shows the first scene by order', async () => {
    const server = api();
    const { result } = renderFlow();
    await onScene(result, 'one');
    expect(server.to('POST /api/assessment/start')).toHaveLength(1);
    expect(server.to('POST /api/assessment/start')[0]!.body).toMatchObject({ restart: false });
    expect(result.current.state.sessionId).toBe(SESSION);
    expect(result.current.state.resumed).toBe(false);
  });

  it('resumes a half-finished session at the first unanswered scene', async () => {
    api({ 'POST /api/assessment/start': () => reply(200, { session_id: SESSION, answered_scene_ids: ['one', 'two'] }) });
    const { result } = renderFlow();
    await onScene(result, 'three');
    expect(result.current.state.resumed).toBe(true);
    expect(result.current.state.responseCount).toBe(2);
  });

  it('shows a stored profile without starting a session', async () => {
    const server = api({ 'GET /api/assessment': () => reply(200, state({ profile })) });
    const { result } = renderFlow();
    await waitFor(() => expect(status(result)).toMatchObject({ kind: 'results', fresh: false }));
    expect(server.to('POST /api/assessment/start')).toHaveLength(0);
  });

  it("'Retake assessment' sets a stored profile aside and starts (or after a reload resumes) a new assessment", async () => {
    const server = api({ 'GET /api/assessment': () => reply(200, state({ profile })) });
    const { result } = renderHook(() => useAssessmentFlow({ retake: true }), { wrapper: providers() });
    await onScene(result, 'one');
    // Not a restart: a half-done retake, reloaded, resumes where it was.
    expect(server.to('POST /api/assessment/start').map((r) => r.body)).toEqual([expect.objectContaining({ restart: false })]);
  });

  it('says the start failed, and a retry after a failed RESTART still asks for a fresh session', async () => {
    let starts = 0;
    const server = api({
      'GET /api/assessment': () => reply(200, state({ profile })),
      'POST /api/assessment/start': () =>
        ++starts === 1 ? reply(500, { message: 'boom' }) : reply(200, { session_id: SESSION, answered_scene_ids: [] }),
    });
    const { result } = renderFlow();
    await waitFor(() => expect(status(result).kind).toBe('results'));
    act(() => result.current.restart());
    await waitFor(() => expect(status(result).kind).toBe('start-failed'));
    act(() => result.current.retryStart());
    await onScene(result, 'one');
    expect(server.to('POST /api/assessment/start').map((r) => (r.body as { restart: boolean }).restart)).toEqual([true, true]);
  });
});

describe('useAssessmentFlow: answering', () => {
  it('records the chosen option with the scene data and a clamped reaction time, then moves on', async () => {
    const server = api();
    const { result } = renderFlow();
    await onScene(result, 'one');
    act(() => result.current.choose('one-b'));
    expect(status(result)).toMatchObject({ kind: 'scene', sceneId: 'one', step: 'submitting' });
    await onScene(result, 'two');
    const [sent] = server.to('POST /api/assessment/responses');
    expect(sent!.body).toMatchObject({
      session_id: SESSION,
      scene_data: { scene_id: 'one', option_selected: 'one-b', trait_weights: { extraversion: 0.12 } },
    });
    expect((sent!.body as { scene_data: { reaction_time_ms: number } }).scene_data.reaction_time_ms).toBeGreaterThanOrEqual(100);
    expect(result.current.state.answers).toEqual([{ scene_id: 'one', option_selected: 'one-b' }]);
    expect(result.current.state.responseCount).toBe(1);
  });

  it('sends one answer however often it is clicked, and ignores options the scene does not have', async () => {
    const pending = deferredReply();
    const server = api({ 'POST /api/assessment/responses': pending.handler });
    const { result } = renderFlow();
    await onScene(result, 'one');
    act(() => {
      result.current.choose('one-x');
      result.current.choose('one-a');
      result.current.choose('one-a');
      result.current.choose('one-b');
    });
    act(() => result.current.choose('one-b'));
    await waitFor(() => expect(server.to('POST /api/assessment/responses')).toHaveLength(1));
    expect(server.to('POST /api/assessment/responses')[0]!.body).toMatchObject({ scene_data: { option_selected: 'one-a' } });
    pending.release(reply(200, { recorded: true, response_count: 1 }));
    await onScene(result, 'two');
    expect(server.to('POST /api/assessment/responses')).toHaveLength(1);
  });

  it('asks the calibration probe first, then sends the answer with it once', async () => {
    const server = api({ 'POST /api/assessment/start': () => reply(200, { session_id: SESSION, answered_scene_ids: ['one'] }) });
    const { result } = renderFlow();
    await onScene(result, 'two');
    act(() => result.current.choose('two-a'));
    expect(status(result)).toMatchObject({ kind: 'scene', step: 'probe', probe: { question: 'How sure are you?' } });
    expect(server.to('POST /api/assessment/responses')).toHaveLength(0);
    act(() => {
      result.current.answerProbe(4);
      result.current.answerProbe(5);
    });
    await onScene(result, 'three');
    const sent = server.to('POST /api/assessment/responses');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toMatchObject({
      scene_data: { scene_id: 'two', micro_response: { probe_type: 'likert_scale', question: 'How sure are you?', answer: 4 } },
    });
  });

  it('unlocks the answer with a warning when the server fails, and with a network error when offline', async () => {
    let attempt = 0;
    const server = api({
      'POST /api/assessment/responses': () =>
        ++attempt === 1 ? reply(500) : attempt === 2 ? 'network-error' : reply(200, { recorded: true, response_count: 1 }),
    });
    const { result } = renderFlow();
    await onScene(result, 'one');
    act(() => result.current.choose('one-a'));
    await waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith(SUBMISSION_WARNING.title, { description: SUBMISSION_WARNING.description }),
    );
    await onScene(result, 'one');
    act(() => result.current.choose('one-a'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(NETWORK_ERROR.title, { description: NETWORK_ERROR.description }));
    await onScene(result, 'one');
    act(() => result.current.choose('one-a'));
    await onScene(result, 'two');
    expect(server.to('POST /api/assessment/responses')).toHaveLength(3);
  });

  it('stops with the server message when the session has ended elsewhere', async () => {
    api({ 'POST /api/assessment/responses': () => reply(409, { message: 'This assessment was already completed.' }) });
    const { result } = renderFlow();
    await onScene(result, 'one');
    act(() => result.current.choose('one-a'));
    await waitFor(() =>
      expect(status(result)).toMatchObject({ kind: 'failed', message: 'This assessment was already completed.', retryable: false }),
    );
  });
});

describe('useAssessmentFlow: completing', () => {
  const allAnswered = () => reply(200, { session_id: SESSION, answered_scene_ids: ['one', 'two', 'three'] });

  it('completes once, walks the stages and shows the fresh results', async () => {
    const server = api({ 'POST /api/assessment/start': allAnswered });
    const { result } = renderFlow();
    await waitFor(() => expect(status(result).kind).toBe('processing'));
    await waitFor(() => expect(status(result)).toMatchObject({ kind: 'results', fresh: true }), { timeout: 5000 });
    expect(server.to('POST /api/assessment/complete')).toHaveLength(1);
    expect(server.to('POST /api/assessment/complete')[0]!.body).toEqual({ session_id: SESSION });
  });

  it('keeps the §8.3 message and its count on a 400, and the default message otherwise', async () => {
    let attempt = 0;
    const message = 'Only 2 responses recorded. Need at least 6 to complete assessment.';
    api({
      'POST /api/assessment/start': allAnswered,
      'POST /api/assessment/complete': () => (++attempt === 1 ? reply(400, { message }) : reply(503, { message: 'Service unavailable' })),
    });
    const { result } = renderFlow();
    await waitFor(() => expect(status(result)).toMatchObject({ kind: 'failed', message, responseCount: 2, partial: true }));
    act(() => result.current.retryComplete());
    expect(status(result).kind).toBe('failed'); // fewer than 6 responses: TRY AGAIN does nothing
    act(() => result.current.restart());
    await waitFor(() => expect(status(result)).toMatchObject({ kind: 'failed', message: COMPLETE_FAILED_MESSAGE }));
  });

  it('continues to /connections when invited', async () => {
    api({ 'GET /api/assessment': () => reply(200, state({ profile })), 'GET /api/invite/status': () => reply(200, { invited: true }) });
    const { result } = renderFlow();
    await waitFor(() => expect(status(result).kind).toBe('results'));
    await act(() => result.current.continueJourney());
    expect(result.current.continuing).toBe(true);
    expect(screen.getByTestId('location').textContent).toBe('/connections');
  });

  it('continues to /waitlist when the invite status cannot be read', async () => {
    api({ 'GET /api/assessment': () => reply(200, state({ profile })), 'GET /api/invite/status': () => reply(500) });
    const { result } = renderFlow();
    await waitFor(() => expect(status(result).kind).toBe('results'));
    await act(() => result.current.continueJourney());
    expect(screen.getByTestId('location').textContent).toBe('/waitlist');
  });
});

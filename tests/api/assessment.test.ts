import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { createAiEngine, type AiEngine } from '../../src/server/modules/ai';
import { findOwnSession, completeAssessment } from '../../src/server/modules/assessment';
import { SCENES } from '../../src/shared/domain/assessment/scenes';
import { scoreAssessment } from '../../src/shared/domain/assessment/scoring';
import { getTestDatabase, testDriver } from '../setup/test-db';
import { signIn, type Browser } from './helpers/sign-in';
import { createTestApp, testConfig } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

type Signed = Browser & { session: { session: { user: { id: string } } } };

const answer = (b: Browser, sessionId: string, sceneIndex: number, extra: Record<string, unknown> = {}) => {
  const scene = SCENES[sceneIndex]!;
  return b.request({
    method: 'POST',
    url: '/api/assessment/responses',
    payload: {
      session_id: sessionId,
      scene_data: { scene_id: scene.id, option_selected: scene.options[0]!.value, reaction_time_ms: 1800, behavioral_events: [], ...extra },
    },
  });
};

async function start(b: Browser, body: Record<string, unknown> = {}) {
  const res = await b.request({ method: 'POST', url: '/api/assessment/start', payload: body });
  expect(res.statusCode).toBe(200);
  return res.json() as { session_id: string; answered_scene_ids: string[] };
}

describe(`assessment API on ${testDriver()}`, () => {
  let app: FastifyInstance;
  let b: Signed;
  beforeEach(async () => {
    app = await createTestApp();
    b = (await signIn(app)) as Signed;
  });
  afterEach(async () => app.close());

  it('refuses a signed-out call', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/assessment' });
    expect(res.statusCode).toBe(401);
  });

  it('serves eight scenes and resumes an active session where the person left off', async () => {
    const state = (await b.request({ method: 'GET', url: '/api/assessment' })).json();
    expect(state.scenes).toHaveLength(8);
    expect(state).toMatchObject({ session_id: null, answered_scene_ids: [], profile: null });
    const { session_id } = await start(b);
    for (const i of [0, 1, 2]) expect((await answer(b, session_id, i)).json()).toEqual({ recorded: true, response_count: i + 1 });
    const resumed = await start(b);
    expect(resumed.session_id).toBe(session_id);
    expect(resumed.answered_scene_ids).toEqual(SCENES.slice(0, 3).map((s) => s.id));
  });

  it('records a scene once even when the answer is sent twice, and clamps reaction time', async () => {
    const { session_id } = await start(b);
    expect((await answer(b, session_id, 0, { reaction_time_ms: 5 })).json()).toEqual({ recorded: true, response_count: 1 });
    expect((await answer(b, session_id, 0, { reaction_time_ms: 999_999_999 })).json()).toEqual({ recorded: false, response_count: 1 });
    const { db } = await getTestDatabase();
    const rows = await db.select().from(t.sceneResponses);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.reactionTimeMs).toBe(100);
  });

  it('caps behavioural events by device tier and ignores client trait weights', async () => {
    const { session_id } = await start(b, { device_tier: 'low' });
    const events = Array.from({ length: 40 }, (_, i) => ({
      event_type: 'hesitation',
      event_data: { i },
      timestamp_ms: i * 100,
      confidence_impact: -0.03,
    }));
    await answer(b, session_id, 0, { behavioral_events: events, trait_weights: { openness: 99 } });
    const { db } = await getTestDatabase();
    const [row] = await db.select().from(t.sceneResponses);
    expect(row!.behavioralData).toHaveLength(10);
    expect(row!.traitWeights).toEqual(SCENES[0]!.options[0]!.traitWeights);
  });

  it("rejects an answer that is not an option of the scene, and another person's session", async () => {
    const { session_id } = await start(b);
    const bogus = await b.request({
      method: 'POST',
      url: '/api/assessment/responses',
      payload: { session_id, scene_data: { scene_id: SCENES[0]!.id, option_selected: 'nope', reaction_time_ms: 1000 } },
    });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().message).toBe('That answer does not belong to this assessment.');
    const other = await signIn(app, { email: 'eve@example.com', name: 'Eve' });
    const stolen = await answer(other, session_id, 1);
    expect(stolen.statusCode).toBe(404);
  });

  it('needs at least 6 responses to complete, with the §8.3 messages word for word', async () => {
    const { session_id } = await start(b);
    let res = await b.request({ method: 'POST', url: '/api/assessment/complete', payload: { session_id } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'not_enough_responses',
      message: 'No responses recorded. Please restart and complete the assessment.',
    });
    for (const i of [0, 1, 2, 3, 4]) await answer(b, session_id, i);
    res = await b.request({ method: 'POST', url: '/api/assessment/complete', payload: { session_id } });
    expect(res.json().message).toBe('Only 5 responses recorded. Need at least 6 to complete assessment.');
  });

  it('completes into a full profile: scores, archetype, sections, personality row, onboarding done', async () => {
    const { session_id } = await start(b);
    for (let i = 0; i < 8; i++) await answer(b, session_id, i);
    const res = await b.request({ method: 'POST', url: '/api/assessment/complete', payload: { session_id } });
    expect(res.statusCode).toBe(200);
    const { profile } = res.json();
    for (const score of Object.values(profile.hexaco_scores) as number[]) {
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
    }
    expect(profile.archetype).toEqual(expect.any(String));
    expect(profile.personality_summary.length).toBeGreaterThan(40);
    expect(profile.confidence).toBeGreaterThan(0);
    const { db } = await getTestDatabase();
    const userId = b.session.session.user.id;
    const [person] = await db.select().from(t.profiles).where(eq(t.profiles.userId, userId));
    expect(person!.onboardingCompleted).toBe(true);
    const [comprehensive] = await db.select().from(t.comprehensivePersonalityProfiles);
    expect(comprehensive!.corePersonalityMatrix).toMatchObject({ archetype: profile.archetype });
    expect(comprehensive!.reliabilityScores).toHaveProperty('overall_confidence');
    expect(await db.select().from(t.personalityProfiles)).toHaveLength(1);
    // Afterwards the state shows the results directly, and the flow moves on.
    const state = (await b.request({ method: 'GET', url: '/api/assessment' })).json();
    expect(state.profile.archetype).toBe(profile.archetype);
    expect(state.session_id).toBeNull();
    expect((await b.request({ method: 'GET', url: '/api/flow' })).json().current).toBe('reveal');
    // A completed session takes no more answers.
    expect((await answer(b, session_id, 0)).statusCode).toBe(409);
  });

  it('scores the calibration probes answered with the responses, and records the scoring version', async () => {
    const probeAnswer = (i: number) => {
      const probe = SCENES[i]!.calibrationTriggers[0]!;
      if (probe.condition !== 'always') return {};
      // 5 on 'chatting with people you've only just met' (scene 1), the midpoint elsewhere: a 5 on every
      // likert would be straight-lining across reversed items, which scoring reads as likely random responding.
      const answer = probe.probeType === 'likert_scale' ? (i === 0 ? 5 : 3) : probe.question.match(/"([^"]+)"/)![1]!;
      return { micro_response: { probe_type: probe.probeType, question: probe.question, answer } };
    };
    const { session_id } = await start(b);
    for (let i = 0; i < 8; i++) await answer(b, session_id, i, probeAnswer(i));
    const res = await b.request({ method: 'POST', url: '/api/assessment/complete', payload: { session_id } });
    expect(res.statusCode).toBe(200);
    const { db } = await getTestDatabase();
    const [comprehensive] = await db.select().from(t.comprehensivePersonalityProfiles);
    expect(comprehensive!.reliabilityScores).toMatchObject({ scoring_version: 6, probes_scored: 7, statements_scored: 0 });
    expect(comprehensive!.corePersonalityMatrix).toMatchObject({ scoring_version: 6 });
    // The reveal reads each trait's evidence with the scores (it decides whether a trait sentence is sure enough).
    expect(res.json().profile.trait_evidence).toEqual(comprehensive!.reliabilityScores.trait_evidence);
    for (const evidence of Object.values(res.json().profile.trait_evidence) as number[]) expect(evidence).toBeGreaterThan(0.3);
    // The same choices without the probe answers score differently (a 5 on scene 1's sociability item raises extraversion).
    const plain = scoreAssessment(SCENES.map((s) => ({ scene_id: s.id, option_selected: s.options[0]!.value })));
    expect(res.json().profile.hexaco_scores.extraversion).toBeGreaterThan(plain.scores.extraversion);
  });

  it('still shows a profile stored by scoring version 1 (no version, scores as stored)', async () => {
    const { db } = await getTestDatabase();
    const userId = b.session.session.user.id;
    const stored = {
      honesty_humility: 0.865,
      emotionality: 0.378,
      extraversion: 0.648,
      agreeableness: 0.589,
      conscientiousness: 0.567,
      openness: 0.609,
    };
    await db
      .insert(t.personalityProfiles)
      .values({ userId, hexacoScores: stored, archetype: 'The Confidant', confidence: 0.9, insights: [] });
    const res = await b.request({ method: 'GET', url: '/api/profile' });
    expect(res.statusCode).toBe(200);
    expect(res.json().profile).toMatchObject({ hexaco_scores: stored, archetype: 'The Confidant', confidence: 0.9, trait_evidence: null });
  });

  it('restart abandons the active session and begins a new one', async () => {
    const first = await start(b);
    await answer(b, first.session_id, 0);
    const second = await start(b, { restart: true });
    expect(second.session_id).not.toBe(first.session_id);
    expect(second.answered_scene_ids).toEqual([]);
  });

  it('reports invite status from the profile or the allowlist', async () => {
    expect((await b.request({ method: 'GET', url: '/api/invite/status' })).json()).toEqual({ invited: false });
    const { db } = await getTestDatabase();
    await db.insert(t.inviteAllowlist).values({ email: 'ada@example.com' });
    expect((await b.request({ method: 'GET', url: '/api/invite/status' })).json()).toEqual({ invited: true });
  });
});

/** Parallel duplicates (issue 9 item 7): PGlite serialises everything, so these prove themselves on PostgreSQL. */
describe(`assessment under parallel requests on ${testDriver()}`, () => {
  let app: FastifyInstance;
  let b: Signed;
  let summaries = 0;
  const offline = createAiEngine(testConfig());
  const countingAi: AiEngine = {
    ...offline,
    summarizeProfile: async (input) => {
      summaries++;
      return offline.summarizeProfile(input);
    },
  };
  const userId = () => b.session.session.user.id;
  const activeSessions = async () => {
    const { db } = await getTestDatabase();
    return (await db.select().from(t.assessmentSessions).where(eq(t.assessmentSessions.userId, userId()))).filter(
      (r) => r.status === 'active',
    );
  };
  beforeEach(async () => {
    summaries = 0;
    app = await createTestApp({}, { ai: countingAi });
    b = (await signIn(app)) as Signed;
  });
  afterEach(async () => app.close());

  it('10 parallel starts make one active session, and every start answers with it', async () => {
    const starts = await Promise.all(Array.from({ length: 10 }, () => start(b)));
    const active = await activeSessions();
    expect(active).toHaveLength(1);
    expect(new Set(starts.map((s) => s.session_id))).toEqual(new Set([active[0]!.id]));
    const answers = await Promise.all(starts.slice(0, 8).map((s, i) => answer(b, s.session_id, i)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    expect((await start(b)).answered_scene_ids).toHaveLength(8);
  });

  it('10 parallel restarts leave exactly one active session', async () => {
    const first = await start(b);
    const restarts = await Promise.all(Array.from({ length: 10 }, () => start(b, { restart: true })));
    const active = await activeSessions();
    expect(active).toHaveLength(1);
    expect(active[0]!.id).not.toBe(first.session_id);
    expect(restarts.map((r) => r.session_id)).toContain(active[0]!.id);
  });

  it('5 parallel completions make one profile, all answered 200 with the same scores, one AI summary', async () => {
    const { session_id } = await start(b);
    for (let i = 0; i < 8; i++) await answer(b, session_id, i);
    const results = await Promise.all(
      Array.from({ length: 5 }, () => b.request({ method: 'POST', url: '/api/assessment/complete', payload: { session_id } })),
    );
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const profiles = results.map((r) => r.json().profile);
    for (const p of profiles) expect(p).toEqual(profiles[0]);
    expect(profiles[0].hexaco_scores).toBeTruthy();
    const { db } = await getTestDatabase();
    expect(await db.select().from(t.personalityProfiles)).toHaveLength(1);
    expect(summaries).toBe(1);
    // A late retry of the same completion gets the same profile, not an error.
    const late = await b.request({ method: 'POST', url: '/api/assessment/complete', payload: { session_id } });
    expect(late.statusCode).toBe(200);
    expect(late.json().profile).toEqual(profiles[0]);
  });

  it('completions racing from separate servers still write one profile', async () => {
    const { session_id } = await start(b);
    for (let i = 0; i < 8; i++) await answer(b, session_id, i);
    const { db } = await getTestDatabase();
    const session = (await findOwnSession(db, userId(), session_id))!;
    const log = app.log;
    // Each call here is what one server would run: no shared in-process state between them.
    const claimed = await Promise.all(Array.from({ length: 5 }, () => completeAssessment({ db, ai: countingAi, log }, session, 'Ada')));
    expect(claimed.filter(Boolean)).toHaveLength(1);
    expect(await db.select().from(t.personalityProfiles)).toHaveLength(1);
    expect((await findOwnSession(db, userId(), session_id))!.status).toBe('completed');
  });
});

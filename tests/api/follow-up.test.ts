import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as t from '../../src/server/db/schema';
import { scoringResponsesOf } from '../../src/server/modules/assessment/testing';
import { FOLLOW_UP_ITEMS } from '../../src/shared/domain/assessment/follow-up/graded-items';
import { scoreAssessment, SCORING_VERSION } from '../../src/shared/domain/assessment/scoring';
import { getTestDatabase, testDriver } from '../setup/test-db';
import {
  answerFollowUp,
  answerRealisticAssessment,
  completeAssessmentOf,
  completeRealisticAssessment,
  getFollowUp,
  stopFollowUp,
} from './helpers/follow-up';
import { signIn, type Browser } from './helpers/sign-in';
import { createTestApp } from './helpers/test-app';
import { openTestDatabaseFirst } from './helpers/test-database';

openTestDatabaseFirst();

/** A respondent a little high on every trait: 'quite like me' to a statement keyed up, 'not really me' to one keyed down. */
const answerFor = (itemId: string) => (FOLLOW_UP_ITEMS.find((i) => i.id === itemId)!.writtenFor.keyed === 1 ? 4 : 2);

/** Answers the statement asked now; fails the test on anything but 200. */
async function answerNext(b: Browser) {
  const { next } = (await getFollowUp(b)).json();
  const res = await answerFollowUp(b, next.id, answerFor(next.id));
  expect(res.statusCode, res.body).toBe(200);
  return { item_id: next.id as string, answer: answerFor(next.id), state: res.json() };
}

async function storedProfile(userId: string) {
  const { db } = await getTestDatabase();
  const profiles = await db.select().from(t.personalityProfiles).where(eq(t.personalityProfiles.userId, userId));
  const [comprehensive] = await db
    .select()
    .from(t.comprehensivePersonalityProfiles)
    .where(eq(t.comprehensivePersonalityProfiles.userId, userId));
  return { profiles, reliability: comprehensive!.reliabilityScores };
}

/** What scoring makes of the sitting's scene responses and these follow-up answers. */
async function scoredWith(sessionId: string, answers: { item_id: string; answer: number }[]) {
  const { db } = await getTestDatabase();
  const rows = await db.select().from(t.sceneResponses).where(eq(t.sceneResponses.sessionId, sessionId));
  return scoreAssessment(scoringResponsesOf(rows), undefined, answers);
}

describe(`the follow-up API on ${testDriver()}`, () => {
  let app: FastifyInstance;
  let b: Browser & { session: { session: { user: { id: string } } } };
  beforeEach(async () => {
    app = await createTestApp();
    b = await signIn(app);
  });
  afterEach(async () => app.close());

  it('answers 404 with a clear message before the assessment is complete', async () => {
    for (const res of [await getFollowUp(b), await answerFollowUp(b, 'say-it-plainly', 3), await stopFollowUp(b)]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'no_assessment', message: expect.stringMatching(/finish the assessment first/i) });
    }
  });

  it('offers the statement for the least sure traits, and a reload resumes where the person left off', async () => {
    await completeRealisticAssessment(b);
    const offered = (await getFollowUp(b)).json();
    expect(offered).toMatchObject({ status: 'offered', answered: 0, limit: 24, target: 0.8, stop: null, next: { position: 1 } });
    expect(offered.least_sure).toHaveLength(2);
    expect(offered.next.choices).toEqual(['Not me at all', 'Not really me', 'Somewhere in between', 'Quite like me', 'Very much me']);
    const first = await answerNext(b);
    const reloaded = (await getFollowUp(b)).json();
    expect(reloaded).toEqual(first.state);
    expect(reloaded).toMatchObject({ status: 'in_progress', answered: 1, next: { position: 2 } });
    expect(reloaded.next.id).not.toBe(first.item_id);
  });

  it('refuses a statement other than the one asked (409) and an answer outside 1..5 (400); a retry of the same answer is a 200', async () => {
    await completeRealisticAssessment(b);
    const { next } = (await getFollowUp(b)).json();
    const other = ['say-it-plainly', 'galleries-bore-me'].find((id) => id !== next.id)!;
    const wrong = await answerFollowUp(b, other, 3);
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json()).toMatchObject({ code: 'not_current', message: expect.stringMatching(/not the statement Maya is asking now/) });
    expect((await answerFollowUp(b, 'no-such-statement', 3)).json()).toMatchObject({ code: 'not_current' });
    for (const bad of [0, 6, 2.5, '3', null]) {
      const res = await answerFollowUp(b, next.id, bad);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().code).toBe('invalid_request');
    }
    const once = await answerFollowUp(b, next.id, 5);
    const again = await answerFollowUp(b, next.id, 5);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(once.json());
    const changed = await answerFollowUp(b, next.id, 1);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('already_answered');
    const { db } = await getTestDatabase();
    expect(await db.select().from(t.followUpAnswers)).toMatchObject([{ itemId: next.id, answer: 5, position: 1 }]);
  });

  it('rescores the stored profile with every answer, and answers until the stop rule', async () => {
    const userId = b.session.session.user.id;
    const sessionId = await completeRealisticAssessment(b);
    const before = (await b.request({ method: 'GET', url: '/api/profile' })).json().profile;
    const given: { item_id: string; answer: number }[] = [];
    let state = (await getFollowUp(b)).json();
    while (state.next) {
      const { item_id, answer, state: after } = await answerNext(b);
      given.push({ item_id, answer });
      state = after;
      expect(given.length).toBeLessThanOrEqual(24);
    }
    expect(state.status).toBe('done');
    expect(['limit', 'target']).toContain(state.stop);
    if (state.stop === 'limit') expect(state.answered).toBe(24);
    else expect(state.traits.every((x: { certainty: string }) => x.certainty === 'sure')).toBe(true);

    const after = (await b.request({ method: 'GET', url: '/api/profile' })).json().profile;
    expect(after.hexaco_scores).not.toEqual(before.hexaco_scores);
    expect(after.trait_evidence).not.toEqual(before.trait_evidence);
    const expected = await scoredWith(sessionId, given);
    expect(after.hexaco_scores).toEqual(expected.scores);
    expect(after.trait_evidence).toEqual(expected.evidence.traitEvidence);
    expect(after).toMatchObject({ confidence: expected.confidence, archetype: expected.archetype, insights: expected.insights });
    expect(state.traits.map((x: { evidence: number }) => x.evidence)).toEqual(Object.values(expected.evidence.traitEvidence!));
    const stored = await storedProfile(userId);
    expect(stored.profiles).toHaveLength(1);
    expect(stored.reliability).toMatchObject({ scoring_version: SCORING_VERSION, statements_scored: given.length });

    // After the stop rule: a retry of the last answer is still a 200, anything else a 409.
    const last = given[given.length - 1]!;
    expect((await answerFollowUp(b, last.item_id, last.answer)).statusCode).toBe(200);
    const late = await answerFollowUp(b, 'say-it-plainly', 3);
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toMatch(/^(follow_up_done|already_answered)$/);
  });

  it('keeps the AI summary while the archetype stays, and drops it when the archetype changes', async () => {
    const userId = b.session.session.user.id;
    const sessionId = await completeRealisticAssessment(b);
    const { db } = await getTestDatabase();
    const summary = { personality_summary: 'Written by the AI for this archetype.' };
    const { next } = (await getFollowUp(b)).json();
    const expected = await scoredWith(sessionId, [{ item_id: next.id, answer: answerFor(next.id) }]);
    await db.update(t.personalityProfiles).set({ summary, archetype: expected.archetype });
    await answerNext(b);
    expect((await storedProfile(userId)).profiles[0]).toMatchObject({ summary, archetype: expected.archetype });

    await db.update(t.personalityProfiles).set({ archetype: 'An archetype the answers no longer give' });
    await answerNext(b);
    const [profile] = (await storedProfile(userId)).profiles;
    expect(profile!.summary).toBeNull();
    expect((await b.request({ method: 'GET', url: '/api/profile' })).json().profile.personality_summary).not.toBe(
      summary.personality_summary,
    );
  });

  it('keeps the stored profile of a person who never answers as it was scored', async () => {
    const userId = b.session.session.user.id;
    await completeRealisticAssessment(b);
    const { db } = await getTestDatabase();
    const old = { ...(await storedProfile(userId)).reliability, scoring_version: 5 };
    await db
      .update(t.comprehensivePersonalityProfiles)
      .set({ reliabilityScores: old })
      .where(eq(t.comprehensivePersonalityProfiles.userId, userId));
    await getFollowUp(b);
    await stopFollowUp(b);
    expect((await storedProfile(userId)).reliability).toEqual(old);
    await db.update(t.assessmentSessions).set({ followUpStoppedAt: null });
    await answerNext(b);
    expect((await storedProfile(userId)).reliability).toMatchObject({ scoring_version: 6, statements_scored: 1 });
  });

  it('stops when the person stops, keeping what they answered', async () => {
    await completeRealisticAssessment(b);
    const first = await answerNext(b);
    const stopped = await stopFollowUp(b);
    expect(stopped.statusCode).toBe(200);
    expect(stopped.json()).toMatchObject({ status: 'done', answered: 1, next: null, stop: 'stopped' });
    expect((await getFollowUp(b)).json()).toEqual(stopped.json());
    expect((await stopFollowUp(b)).json()).toEqual(stopped.json());
    const after = await answerFollowUp(b, 'say-it-plainly', 3);
    expect(after.statusCode).toBe(409);
    expect(after.json().code).toBe(first.item_id === 'say-it-plainly' ? 'already_answered' : 'follow_up_done');
  });

  it('starts again after a retake: answers of the earlier sitting are not used', async () => {
    const userId = b.session.session.user.id;
    await completeRealisticAssessment(b, 0);
    await answerNext(b);
    await answerNext(b);
    await stopFollowUp(b);
    const retake = await completeRealisticAssessment(b, 3);
    const state = (await getFollowUp(b)).json();
    expect(state).toMatchObject({ status: 'offered', answered: 0, stop: null, next: { position: 1 } });
    const profile = (await b.request({ method: 'GET', url: '/api/profile' })).json().profile;
    expect(profile.hexaco_scores).toEqual((await scoredWith(retake, [])).scores);
    expect((await storedProfile(userId)).reliability).toMatchObject({ statements_scored: 0 });
    const next = await answerNext(b);
    expect(next.state).toMatchObject({ answered: 1, next: { position: 2 } });
  });

  it('never scores an answer of the earlier sitting onto the profile of a retake completing at the same time', async () => {
    const userId = b.session.session.user.id;
    await completeRealisticAssessment(b, 0);
    await answerNext(b);
    const { next } = (await getFollowUp(b)).json();
    const retake = await answerRealisticAssessment(b, 3);
    const [completed, answered] = await Promise.all([completeAssessmentOf(b, retake), answerFollowUp(b, next.id, answerFor(next.id))]);
    expect(completed.statusCode).toBe(200);
    expect([200, 409]).toContain(answered.statusCode);
    // Whichever came first, the profile is the retake's, scored with the answers saved for the retake (if its first statement was that one).
    const { db } = await getTestDatabase();
    const saved = await db.select().from(t.followUpAnswers).where(eq(t.followUpAnswers.sessionId, retake));
    const expected = await scoredWith(
      retake,
      saved.map((r) => ({ item_id: r.itemId, answer: r.answer })),
    );
    const stored = await storedProfile(userId);
    expect(stored.profiles).toHaveLength(2);
    const latest = stored.profiles.sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime())[0]!;
    expect(latest.hexacoScores).toEqual(expected.scores);
    expect(stored.reliability).toMatchObject({ statements_scored: saved.length, trait_evidence: expected.evidence.traitEvidence });
  });

  it("never shows or changes another person's follow-up", async () => {
    await completeRealisticAssessment(b, 0);
    await answerNext(b);
    const mine = (await getFollowUp(b)).json();
    const other = await signIn(app, { email: 'grace@example.com', name: 'Grace Hopper' });
    expect((await getFollowUp(other)).statusCode).toBe(404);
    expect((await answerFollowUp(other, mine.next.id, 3)).statusCode).toBe(404);
    await completeRealisticAssessment(other, 5);
    expect((await getFollowUp(other)).json()).toMatchObject({ status: 'offered', answered: 0 });
    await answerNext(other);
    await stopFollowUp(other);
    expect((await getFollowUp(b)).json()).toEqual(mine);
  });

  it('saves one answer per position when the same statement arrives in parallel, and scores the profile with it', async () => {
    const userId = b.session.session.user.id;
    const sessionId = await completeRealisticAssessment(b);
    const { next } = (await getFollowUp(b)).json();
    const answers = [2, 4, 2, 4, 5, 1];
    const results = await Promise.all(answers.map((answer) => answerFollowUp(b, next.id, answer)));
    const { db } = await getTestDatabase();
    const rows = await db.select().from(t.followUpAnswers);
    expect(rows).toHaveLength(1);
    const saved = rows[0]!;
    expect(saved).toMatchObject({ itemId: next.id, position: 1 });
    results.forEach((res, i) => {
      expect(res.statusCode, res.body).toBe(answers[i] === saved.answer ? 200 : 409);
      if (res.statusCode === 409) expect(res.json().code).toBe('already_answered');
    });
    const stored = await storedProfile(userId);
    expect(stored.profiles[0]!.hexacoScores).toEqual((await scoredWith(sessionId, [{ item_id: next.id, answer: saved.answer }])).scores);

    // The next position, asked in parallel with a statement that is not being asked: one answer, one refusal.
    const second = (await getFollowUp(b)).json().next;
    const [right, wrong] = await Promise.all([
      answerFollowUp(b, second.id, 3),
      answerFollowUp(b, next.id === 'say-it-plainly' ? 'rabbit-holes' : 'say-it-plainly', 3),
    ]);
    expect(right.statusCode).toBe(200);
    expect(wrong.statusCode).toBe(409);
    expect((await db.select().from(t.followUpAnswers)).map((r) => r.position).sort()).toEqual([1, 2]);
  });
});

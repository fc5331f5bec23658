import { describe, expect, it } from 'vitest';
import { TRAITS } from './hexaco';
import type { BehaviouralEvent } from './behaviour-events';
import { NORM_MEAN } from './norms';
import { SCENES } from './scenes';
import { round3 } from './score-math';
import { SCORING_VERSION, behaviourEvidence, confidenceFor, scoreAssessment } from './scoring';
import { answer, event, extremeAnswers, scores } from './test-fixtures';
import { TRAIT_SENTENCE_HIGH } from './trait-sentences';
import { resolveResponses, type AssessmentResponse } from './trait-evidence';

describe('behaviour evidence', () => {
  it('sums impacts over all answers and clamps the total to [-0.2, +0.1]', () => {
    const withEvents = (events: BehaviouralEvent[]) =>
      resolveResponses([answer('found-wallet', 'police-station', { behavioral_data: events })]);
    expect(
      behaviourEvidence(
        withEvents([
          event('focus_change', { focused: true }),
          event('focus_change', { focused: true }),
          event('focus_change', { focused: true }),
        ]),
      ).behaviourAdjustment,
    ).toBe(0.03);
    expect(behaviourEvidence(withEvents([event('hesitation'), event('focus_change', { focused: false })])).behaviourAdjustment).toBe(-0.05);
    expect(
      behaviourEvidence(withEvents(Array.from({ length: 20 }, () => event('focus_change', { focused: false })))).behaviourAdjustment,
    ).toBe(-0.2);
    expect(
      behaviourEvidence(withEvents(Array.from({ length: 12 }, () => event('click_path', { efficiency: 0.95 })))).behaviourAdjustment,
    ).toBe(0.1);
  });

  it('summarises reaction times (clamped) and event counts', () => {
    const answers = resolveResponses([
      answer('table-for-two', 'taco-truck', {
        reaction_time_ms: 50,
        behavioral_data: [event('hesitation'), event('click_path', { efficiency: 0.5 })],
      }),
      answer('room-of-strangers', 'record-shelf', {
        reaction_time_ms: 4000,
        behavioral_data: [event('focus_change', { focused: false }), event('click_path', { efficiency: 0.9 })],
      }),
      answer('rain-check', 'no-worries', { reaction_time_ms: 900000 }),
    ]);
    expect(behaviourEvidence(answers)).toEqual({
      behaviourAdjustment: -0.04,
      meanReactionTimeMs: 101367,
      medianReactionTimeMs: 4000,
      hesitations: 1,
      focusGains: 0,
      blurs: 1,
      clickPaths: 2,
      meanClickPathEfficiency: 0.7,
    });
  });
});

describe('scoreAssessment', () => {
  const firstOptions = SCENES.map((s) => answer(s.id, s.options[0]!.value));
  const probeOf = (sceneId: string) => SCENES.find((s) => s.id === sceneId)!.calibrationTriggers[0]!;
  const withProbe = (answers: AssessmentResponse[], sceneId: string, value: string | number, question = probeOf(sceneId).question) =>
    answers.map((a) =>
      a.scene_id === sceneId ? { ...a, micro_response: { probe_type: probeOf(sceneId).probeType, question, answer: value } } : a,
    );

  it('defaults with no responses: 0.5 each, confidence 0, The Explorer, no insights', () => {
    const result = scoreAssessment([]);
    expect(result.scores).toEqual(scores({}));
    expect(result.confidence).toBe(0);
    expect(result.archetype).toBe('The Explorer');
    expect(result.insights).toEqual([]);
    expect(result.evidence.scoringVersion).toBe(SCORING_VERSION);
  });

  it('scores a full set of answers (first option in every scene) and records the version and the evidence', () => {
    const result = scoreAssessment(firstOptions);
    // Version 5 (ADR 030): version 3's estimator on the consensus keys; each trait shrunk by its own
    // evidence, random responding weighed in.
    expect(result.scores).toEqual({
      honesty_humility: 0.625,
      emotionality: 0.508,
      extraversion: 0.683,
      agreeableness: 0.567,
      conscientiousness: 0.638,
      openness: 0.671,
    });
    expect(result.archetype).toBe('The Anchor');
    expect(result.confidence).toBe(0.504);
    expect(result.evidence).toMatchObject({
      responseCount: 8,
      scoringVersion: 6,
      probesScored: 0,
      statementsScored: 0,
      consistency: 0.696,
      agreement: 0.235,
      carelessProbability: 0.109,
    });
    // Without the probe answers the scenes alone carry a quarter or more of each trait's variance.
    for (const t of TRAITS) expect(result.evidence.traitEvidence![t]).toBeGreaterThan(0.25);
  });

  it('starts from the HEXACO-60 norms and moves away only as far as the evidence carries it', () => {
    const one = scoreAssessment([answer('found-wallet', 'police-station')]);
    // One answer moves honesty-humility up from its norm (0.548), not as far as a trait sentence
    // (and a little less than in version 2: one answer could also be a random click).
    expect(one.scores.honesty_humility).toBe(0.604);
    for (const t of TRAITS) expect(Math.abs(one.scores[t] - NORM_MEAN[t]), t).toBeLessThan(0.1);
    expect(one.confidence).toBeLessThan(0.2);
    for (const t of TRAITS) {
      const top = scoreAssessment(extremeAnswers(t, 'max')).scores[t];
      const bottom = scoreAssessment(extremeAnswers(t, 'min')).scores[t];
      expect(top, t).toBeGreaterThanOrEqual(TRAIT_SENTENCE_HIGH);
      expect(bottom, t).toBeLessThan(NORM_MEAN[t] - 0.1);
    }
  });

  it('scores the calibration probes as items: likert points and forced-choice sides', () => {
    const e = (n: number) => scoreAssessment(withProbe(firstOptions, 'game-night', n));
    expect([e(1), e(3), e(5)].map((r) => r.scores.emotionality)).toEqual([0.45, 0.544, 0.617]);
    expect(e(5).evidence.probesScored).toBe(1);
    const c = (n: number) => scoreAssessment(withProbe(firstOptions, 'wrong-chat', n)).scores.conscientiousness;
    expect([c(1), c(3), c(5)]).toEqual([0.556, 0.631, 0.708]);
    // A reversed item: 'things that impress people' at 5 lowers honesty-humility.
    const h = (n: number) => scoreAssessment(withProbe(firstOptions, 'long-weekend', n)).scores.honesty_humility;
    expect([h(1), h(5)]).toEqual([0.695, 0.535]);
    // The forced choice of the 'inconsistent' probe: the first side is the high pole of openness.
    const o = (side: string) => scoreAssessment(withProbe(firstOptions, 'cancelled-again', side)).scores.openness;
    expect([o('I love figuring out how things work'), o("As long as it works, I'm happy")]).toEqual([0.701, 0.61]);
  });

  it('reads straight-lining across reversed items as likely random responding', () => {
    const likertScenes = SCENES.filter((s) => probeOf(s.id).condition === 'always' && probeOf(s.id).probeType === 'likert_scale').map(
      (s) => s.id,
    );
    const allFives = likertScenes.reduce((rs, id) => withProbe(rs, id, 5), firstOptions);
    const oneFive = withProbe(firstOptions, 'table-for-two', 5);
    const straight = scoreAssessment(allFives);
    expect(straight.evidence.carelessProbability).toBeGreaterThan(0.5);
    expect(straight.confidence).toBeLessThan(scoreAssessment(oneFive).confidence / 2);
  });

  it("ignores probe answers that are not this scene's current item", () => {
    const base = scoreAssessment(firstOptions);
    for (const responses of [
      withProbe(firstOptions, 'game-night', 7),
      withProbe(firstOptions, 'game-night', 'a lot'),
      withProbe(firstOptions, 'game-night', 5, 'An older wording of the question? (1 = no, 5 = yes)'),
      withProbe(firstOptions, 'wrong-chat', 'Neither'),
      withProbe(firstOptions, 'cancelled-again', 'Neither'),
      withProbe(firstOptions, 'long-weekend', 'A cabin, a lake and no phone signal.'),
    ]) {
      const result = scoreAssessment(responses);
      expect(result.scores).toEqual(base.scores);
      expect(result.evidence.probesScored).toBe(0);
    }
  });

  it('ignores unknown scenes and options, counts a repeated scene once, and uses its own weights', () => {
    const result = scoreAssessment([
      answer('found-wallet', 'police-station'),
      answer('found-wallet', 'keep-the-cash'),
      answer('nope', 'x'),
      answer('wrong-chat', 'not-an-option'),
    ]);
    expect(result.evidence.responseCount).toBe(1);
    expect(result.scores.honesty_humility).toBe(0.604);
    const sent = { ...answer('found-wallet', 'police-station'), trait_weights: { honesty_humility: -0.08 } };
    expect(scoreAssessment([sent]).scores.honesty_humility).toBe(0.604);
  });

  it('gives consistent answers more confidence than contradictory ones, through the random-responding probability', () => {
    const consistent = scoreAssessment(extremeAnswers('honesty_humility', 'max'));
    const contradictory = scoreAssessment(
      SCENES.map((s, i) => {
        const sorted = [...s.options].sort((a, b) => (a.traitWeights.honesty_humility ?? 0) - (b.traitWeights.honesty_humility ?? 0));
        return answer(s.id, (i % 2 ? sorted[0] : sorted[sorted.length - 1])!.value);
      }),
    );
    expect(contradictory.evidence.carelessProbability).toBeGreaterThan(consistent.evidence.carelessProbability! + 0.2);
    expect(consistent.confidence).toBeGreaterThan(contradictory.confidence + 0.1);
    // Answers that flip back and forth on honesty-humility leave its score near the norm.
    expect(Math.abs(contradictory.scores.honesty_humility - NORM_MEAN.honesty_humility)).toBeLessThan(0.1);
  });

  it('moves confidence by the behaviour impacts', () => {
    const base = scoreAssessment(firstOptions).confidence;
    const withEvents = (events: BehaviouralEvent[]) =>
      round3(scoreAssessment(firstOptions.map((a, i) => (i === 0 ? { ...a, behavioral_data: events } : a))).confidence - base);
    expect(withEvents([event('hesitation')])).toBe(-0.03);
    expect(withEvents([event('focus_change', { focused: false })])).toBe(-0.02);
    expect(withEvents([event('focus_change', { focused: true })])).toBe(0.01);
    expect(withEvents([event('click_path', { efficiency: 0.9 })])).toBe(0.02);
    expect(withEvents([event('click_path', { efficiency: 0.6 })])).toBe(-0.01);
  });
});

describe('confidence', () => {
  it('is 0.9 × evidence share + behaviour, clamped to 0..1', () => {
    expect(confidenceFor(8, 1, 0)).toBe(0.9);
    expect(confidenceFor(8, 0.5, 0)).toBe(0.45);
    expect(confidenceFor(8, 1.4, 0)).toBe(0.9);
    expect(confidenceFor(8, 1, 0.1)).toBe(1);
    expect(confidenceFor(8, 1, -0.2)).toBe(0.7);
    expect(confidenceFor(1, 0, -0.2)).toBe(0);
    expect(confidenceFor(0, 1, 0.1)).toBe(0);
  });

  it('is lower for answers that look random than for the same number of attentive ones', () => {
    // A pattern that hangs together (every scene's top honesty option) against one that does not
    // (each scene's last option, which the keys do not line up).
    const attentive = scoreAssessment(extremeAnswers('honesty_humility', 'max'));
    const scattered = scoreAssessment(SCENES.map((s) => answer(s.id, s.options[s.options.length - 1]!.value)));
    expect(attentive.evidence.carelessProbability).toBeLessThan(0.05);
    expect(scattered.evidence.carelessProbability).toBeGreaterThan(attentive.evidence.carelessProbability!);
    expect(scattered.confidence).toBeLessThan(attentive.confidence);
  });
});

import { describe, expect, it } from 'vitest';
import { TRAITS } from '../../schemas/hexaco';
import type { BehaviouralEvent } from './behaviour-events';
import { SCENES } from './scenes';
import { behaviourEvidence, confidenceFor, scoreAssessment } from './scoring';
import { answer, event, scores } from './test-fixtures';
import { resolveResponses } from './trait-evidence';

describe('behaviour evidence', () => {
  it('sums impacts over all answers and clamps the total to [-0.2, +0.1]', () => {
    const withEvents = (events: BehaviouralEvent[]) => resolveResponses([answer('found-wallet', 'police-station', { behavioral_data: events })]);
    expect(behaviourEvidence(withEvents([event('focus_change', { focused: true }), event('focus_change', { focused: true }), event('focus_change', { focused: true })])).behaviourAdjustment).toBe(0.03);
    expect(behaviourEvidence(withEvents([event('hesitation'), event('focus_change', { focused: false })])).behaviourAdjustment).toBe(-0.05);
    expect(behaviourEvidence(withEvents(Array.from({ length: 20 }, () => event('focus_change', { focused: false })))).behaviourAdjustment).toBe(-0.2);
    expect(behaviourEvidence(withEvents(Array.from({ length: 12 }, () => event('click_path', { efficiency: 0.95 })))).behaviourAdjustment).toBe(0.1);
  });

  it('summarises reaction times (clamped) and event counts', () => {
    const answers = resolveResponses([
      answer('table-for-two', 'taco-truck', { reaction_time_ms: 50, behavioral_data: [event('hesitation'), event('click_path', { efficiency: 0.5 })] }),
      answer('room-of-strangers', 'record-shelf', { reaction_time_ms: 4000, behavioral_data: [event('focus_change', { focused: false }), event('click_path', { efficiency: 0.9 })] }),
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

  it('defaults with no responses: 0.5 each, confidence 0, The Explorer, no insights', () => {
    const result = scoreAssessment([]);
    expect(result.scores).toEqual(scores({}));
    expect(result.confidence).toBe(0);
    expect(result.archetype).toBe('The Explorer');
    expect(result.insights).toEqual([]);
  });

  it('scores a full set of answers (first option in every scene)', () => {
    const result = scoreAssessment(firstOptions);
    // honesty_humility by hand: E = .008 - .008 + .136 + .144 + .08 - .024 = .336, room .92 → 0.865
    expect(result.scores).toEqual({ honesty_humility: 0.865, emotionality: 0.378, extraversion: 0.648, agreeableness: 0.589, conscientiousness: 0.567, openness: 0.609 });
    expect(result.archetype).toBe('The Confidant');
    expect(result.confidence).toBe(0.9);
    expect(result.evidence.responseCount).toBe(8);
    expect(result.evidence.consistency).toBe(1);
    for (const t of TRAITS) expect(result.scores[t]).toBeGreaterThanOrEqual(0);
  });

  it('ignores unknown scenes and options, and counts a repeated scene once (the first answer)', () => {
    const result = scoreAssessment([answer('found-wallet', 'police-station'), answer('found-wallet', 'keep-the-cash'), answer('nope', 'x'), answer('wrong-chat', 'not-an-option')]);
    expect(result.evidence.responseCount).toBe(1);
    expect(result.scores.honesty_humility).toBe(1); // .5 + .144/.24 = 1.1 → 1
  });

  it('uses the scene data, not client-sent trait weights', () => {
    const sent = { ...answer('found-wallet', 'police-station'), trait_weights: { honesty_humility: -0.08 } };
    expect(scoreAssessment([sent]).scores.honesty_humility).toBe(1);
  });

  it('lowers confidence with hesitations and blurs, raises it with focus and efficient click paths', () => {
    const withEvents = (events: BehaviouralEvent[]) => scoreAssessment(firstOptions.map((a, i) => (i === 0 ? { ...a, behavioral_data: events } : a))).confidence;
    expect(withEvents([event('hesitation')])).toBe(0.87);
    expect(withEvents([event('focus_change', { focused: false })])).toBe(0.88);
    expect(withEvents([event('focus_change', { focused: true })])).toBe(0.91);
    expect(withEvents([event('click_path', { efficiency: 0.9 })])).toBe(0.92);
    expect(withEvents([event('click_path', { efficiency: 0.6 })])).toBe(0.89);
  });
});

describe('confidence', () => {
  it('is coverage × (0.6 + 0.3 × consistency) + behaviour, clamped to 0..1', () => {
    expect(confidenceFor(8, 1, 0)).toBe(0.9);
    expect(confidenceFor(6, 1, 0)).toBe(0.675);
    expect(confidenceFor(8, 0.5, 0)).toBe(0.75);
    expect(confidenceFor(4, 1, 0)).toBe(0.45);
    expect(confidenceFor(8, 1, 0.1)).toBe(1);
    expect(confidenceFor(8, 1, -0.2)).toBe(0.7);
    expect(confidenceFor(1, 0, -0.2)).toBe(0);
    expect(confidenceFor(0, 1, 0.1)).toBe(0);
    expect(confidenceFor(12, 1, 0)).toBe(0.9);
  });
});

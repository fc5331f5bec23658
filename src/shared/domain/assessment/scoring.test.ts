import { describe, expect, it } from 'vitest';
import { TRAITS, type HexacoScores, type Trait } from '../../schemas/hexaco';
import { ARCHETYPES } from './archetypes';
import { SCENES, sceneById, weightOf, type Scene } from './scenes';
import {
  MIN_RESPONSES,
  REACTION_TIME_CLAMP,
  archetypeFor,
  behaviourEventCap,
  behaviourEvidence,
  behaviourImpact,
  calibrationProbeFor,
  capBehaviouralEvents,
  clampReactionTime,
  completionCheck,
  confidenceFor,
  consistencyIndex,
  contradicts,
  eventsOf,
  isInconsistentAnswer,
  lifestyleInsights,
  resolveResponses,
  scoreAssessment,
  traitScore,
  traitSentence,
  type AssessmentResponse,
  type BehaviouralEvent,
} from './scoring';

const scores = (partial: Partial<HexacoScores>): HexacoScores => ({ ...Object.fromEntries(TRAITS.map((t) => [t, 0.5])), ...partial }) as HexacoScores;
const answer = (scene_id: string, option_selected: string, extra: Partial<AssessmentResponse> = {}): AssessmentResponse => ({ scene_id, option_selected, ...extra });
const event = (event_type: BehaviouralEvent['event_type'], event_data: Record<string, unknown> = {}): BehaviouralEvent => ({ event_type, event_data, timestamp_ms: 1000 });
const extremeAnswers = (trait: Trait, direction: 'max' | 'min'): AssessmentResponse[] =>
  SCENES.map((s) => {
    const sorted = [...s.options].sort((a, b) => weightOf(a, trait) - weightOf(b, trait));
    return answer(s.id, (direction === 'max' ? sorted[sorted.length - 1] : sorted[0])!.value);
  });

describe('limits', () => {
  it('pins the constants', () => {
    expect(MIN_RESPONSES).toBe(6);
    expect(REACTION_TIME_CLAMP).toEqual([100, 300000]);
  });

  it('clamps reaction time to 100..300000 ms', () => {
    expect(clampReactionTime(50)).toBe(100);
    expect(clampReactionTime(100)).toBe(100);
    expect(clampReactionTime(1234.6)).toBe(1235);
    expect(clampReactionTime(300000)).toBe(300000);
    expect(clampReactionTime(300001)).toBe(300000);
    expect(clampReactionTime(-5)).toBe(100);
    expect(clampReactionTime(Number.POSITIVE_INFINITY)).toBe(300000);
    expect(clampReactionTime(Number.NaN)).toBe(100);
  });

  it('caps behavioural events at 10 (low or low-end), 25 (medium), otherwise 50', () => {
    expect(behaviourEventCap('low')).toBe(10);
    expect(behaviourEventCap('medium')).toBe(25);
    expect(behaviourEventCap('high')).toBe(50);
    expect(behaviourEventCap('high', true)).toBe(10);
    expect(behaviourEventCap('medium', true)).toBe(10);
    expect(behaviourEventCap('low', false)).toBe(10);
  });

  it('keeps the most recent events up to the cap', () => {
    const events = Array.from({ length: 60 }, (_, i) => i);
    expect(capBehaviouralEvents(events, 'high')).toHaveLength(50);
    expect(capBehaviouralEvents(events, 'high')[0]).toBe(10);
    expect(capBehaviouralEvents(events, 'medium')).toEqual(events.slice(35));
    expect(capBehaviouralEvents(events, 'low')).toEqual([50, 51, 52, 53, 54, 55, 56, 57, 58, 59]);
    expect(capBehaviouralEvents(events, 'high', true)).toHaveLength(10);
    const few = [1, 2, 3];
    const capped = capBehaviouralEvents(few, 'low');
    expect(capped).toEqual([1, 2, 3]);
    expect(capped).not.toBe(few);
  });

  it('checks completion with the §8.3 messages word for word', () => {
    expect(completionCheck(0)).toBe('No responses recorded. Please restart and complete the assessment.');
    expect(completionCheck(1)).toBe('Only 1 responses recorded. Need at least 6 to complete assessment.');
    expect(completionCheck(5)).toBe('Only 5 responses recorded. Need at least 6 to complete assessment.');
    expect(completionCheck(6)).toBeNull();
    expect(completionCheck(8)).toBeNull();
    expect(completionCheck(-2)).toBe('No responses recorded. Please restart and complete the assessment.');
    expect(completionCheck(Number.NaN)).toBe('No responses recorded. Please restart and complete the assessment.');
  });
});

describe('behavioural events', () => {
  it('scores the spec §9 confidence impacts from type and data', () => {
    expect(behaviourImpact(event('hesitation'))).toBe(-0.03);
    expect(behaviourImpact(event('click_path', { efficiency: 0.81 }))).toBe(0.02);
    expect(behaviourImpact(event('click_path', { efficiency: 0.8 }))).toBe(-0.01);
    expect(behaviourImpact(event('click_path', {}))).toBe(-0.01);
    expect(behaviourImpact(event('focus_change', { focused: true }))).toBe(0.01);
    expect(behaviourImpact(event('focus_change', { focused: false }))).toBe(-0.02);
    expect(behaviourImpact(event('focus_change', { state: 'blur' }))).toBe(-0.02);
    expect(behaviourImpact(event('focus_change', { type: 'focus' }))).toBe(0.01);
    expect(behaviourImpact(event('focus_change', {}))).toBe(0);
  });

  it('ignores a client-sent confidence_impact', () => {
    expect(behaviourImpact({ ...event('hesitation'), confidence_impact: 0.5 } as BehaviouralEvent)).toBe(-0.03);
  });

  it('reads events from an array or { events }, dropping invalid entries', () => {
    const valid = event('hesitation');
    expect(eventsOf([valid, { event_type: 'teleport', timestamp_ms: 1 }, null, 'x'])).toEqual([valid]);
    expect(eventsOf({ events: [valid] })).toEqual([valid]);
    expect(eventsOf(null)).toEqual([]);
    expect(eventsOf({ clicks: 3 })).toEqual([]);
  });

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

describe('trait scores', () => {
  // A two-scene fixture small enough to compute by hand.
  const fixture: Scene[] = [
    {
      id: 'one',
      title: 'One',
      prompt: 'p',
      scene_order: 1,
      options: [
        { value: 'a', label: 'A', traitWeights: { openness: 0.16 } },
        { value: 'b', label: 'B', traitWeights: { openness: -0.08 } },
        { value: 'c', label: 'C', traitWeights: { extraversion: 0.12 } },
      ],
      calibrationTriggers: [{ condition: 'always', probeType: 'likert_scale', question: 'How was that?' }],
    },
    {
      id: 'two',
      title: 'Two',
      prompt: 'p',
      scene_order: 2,
      options: [
        { value: 'd', label: 'D', traitWeights: { openness: 0.12 } },
        { value: 'e', label: 'E', traitWeights: { agreeableness: 0.04 } },
        { value: 'f', label: 'F', traitWeights: { agreeableness: 0.04 } },
        { value: 'g', label: 'G', traitWeights: { agreeableness: 0.04 } },
      ],
      calibrationTriggers: [{ condition: 'always', probeType: 'likert_scale', question: 'How was that?' }],
    },
  ];
  const score = (picks: Array<[string, string]>, trait: Trait) => traitScore(resolveResponses(picks.map(([s, o]) => answer(s, o)), fixture), trait);

  it('is 0.5 + E / (U + D), from the chosen option against the scene mean', () => {
    // openness in scene one: weights .16, -.08, 0 → mean .0267, U .1333, D .1067, room .24
    expect(score([['one', 'b']], 'openness')).toBe(0.056); // 0.5 - 0.1067/0.24
    expect(score([['one', 'c']], 'openness')).toBe(0.389); // 0.5 - 0.0267/0.24
    expect(score([['one', 'a']], 'openness')).toBe(1); // 0.5 + 0.1333/0.24 = 1.056, clamped
    // extraversion in scene one: 0, 0, .12 → mean .04, room .12
    expect(score([['one', 'a']], 'extraversion')).toBe(0.167);
  });

  it('pools scenes in proportion to the contrast they offer', () => {
    // openness: E = 0.1333 - 0.03 = 0.1033 over room 0.24 + 0.12 = 0.36 → 0.787
    expect(score([['one', 'a'], ['two', 'e']], 'openness')).toBe(0.787);
    expect(score([['one', 'b'], ['two', 'd']], 'openness')).toBe(0.5 + Math.round(((-0.08 - 0.08 / 3 + 0.12 - 0.03) / 0.36) * 1000) / 1000);
  });

  it('counts small contrasts too', () => {
    // agreeableness in scene two: 0, .04, .04, .04 → mean .03, U .01, D .03, room .04
    expect(score([['two', 'e']], 'agreeableness')).toBe(0.75);
    expect(score([['two', 'd']], 'agreeableness')).toBe(0); // 0.5 - 0.03/0.04, clamped
  });

  it('is 0.5 for a trait no answered scene contrasts', () => {
    expect(score([['two', 'e']], 'emotionality')).toBe(0.5);
    expect(score([['one', 'a']], 'honesty_humility')).toBe(0.5);
    expect(score([], 'openness')).toBe(0.5);
  });

  it('reaches 1 for the top option everywhere and stays between 0.08 and 0.24 at the floor', () => {
    const floors: Record<Trait, number> = { honesty_humility: 0.083, emotionality: 0.161, extraversion: 0.17, agreeableness: 0.181, conscientiousness: 0.233, openness: 0.2 };
    for (const t of TRAITS) {
      expect(scoreAssessment(extremeAnswers(t, 'max')).scores[t], t).toBe(1);
      expect(scoreAssessment(extremeAnswers(t, 'min')).scores[t], t).toBe(floors[t]);
    }
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

describe('consistency', () => {
  const ownIt = answer('wrong-chat', 'own-it'); // honesty clearly up
  const keepCash = answer('found-wallet', 'keep-the-cash'); // honesty clearly down
  const police = answer('found-wallet', 'police-station'); // honesty clearly up
  const ownerFib = answer('table-for-two', 'owner-fib'); // honesty clearly down
  const wallet = sceneById('found-wallet')!;

  it('flags an answer that goes clearly against the balance of earlier clear answers', () => {
    expect(isInconsistentAnswer(wallet, 'keep-the-cash', [ownIt])).toBe(true);
    expect(isInconsistentAnswer(wallet, 'police-station', [ownIt])).toBe(false);
    expect(isInconsistentAnswer(wallet, 'keep-the-cash', [ownIt, ownerFib])).toBe(false); // balance is 0
    expect(isInconsistentAnswer(wallet, 'keep-the-cash', [])).toBe(false);
    expect(isInconsistentAnswer(wallet, 'ask-alex', [ownIt])).toBe(false); // not a clear honesty statement
    expect(isInconsistentAnswer(wallet, 'no-such-option', [ownIt])).toBe(false);
  });

  it('compares with every other answer for the consistency index', () => {
    const [a, b] = resolveResponses([ownIt, keepCash]);
    expect(contradicts(a!, [b!])).toBe(true);
    expect(consistencyIndex(resolveResponses([ownIt, keepCash]))).toBe(0);
    expect(consistencyIndex(resolveResponses([ownIt, police]))).toBe(1);
    expect(consistencyIndex(resolveResponses([ownIt, police, ownerFib]))).toBe(0.667);
    expect(consistencyIndex(resolveResponses([ownIt]))).toBe(1);
    expect(scoreAssessment([ownIt, keepCash]).confidence).toBe(0.15); // 2/8 × (0.6 + 0)
  });
});

describe('calibration probes', () => {
  const hesitationScene = sceneById('table-for-two')!;
  const alwaysScene = sceneById('room-of-strangers')!;
  const fastScene = sceneById('long-weekend')!;
  const inconsistentScene = sceneById('wrong-chat')!;

  it('always fires for an always probe', () => {
    expect(calibrationProbeFor(alwaysScene, {})).toBe(alwaysScene.calibrationTriggers[0]);
  });

  it('fires a hesitation probe at 2000 ms or more, or on a hesitation event', () => {
    expect(calibrationProbeFor(hesitationScene, { reactionTimeMs: 1999 })).toBeNull();
    expect(calibrationProbeFor(hesitationScene, { reactionTimeMs: 2000 })).toBe(hesitationScene.calibrationTriggers[0]);
    expect(calibrationProbeFor(hesitationScene, { reactionTimeMs: 500, hesitated: true })).toBe(hesitationScene.calibrationTriggers[0]);
    expect(calibrationProbeFor(hesitationScene, {})).toBeNull();
  });

  it('fires a fast_response probe under 1500 ms (after clamping)', () => {
    expect(calibrationProbeFor(fastScene, { reactionTimeMs: 1499 })).toBe(fastScene.calibrationTriggers[0]);
    expect(calibrationProbeFor(fastScene, { reactionTimeMs: 1500 })).toBeNull();
    expect(calibrationProbeFor(fastScene, { reactionTimeMs: 10 })).toBe(fastScene.calibrationTriggers[0]);
    expect(calibrationProbeFor(fastScene, { reactionTimeMs: null })).toBeNull();
  });

  it('fires an inconsistent probe only when told the answer is inconsistent', () => {
    expect(calibrationProbeFor(inconsistentScene, { inconsistent: true })).toBe(inconsistentScene.calibrationTriggers[0]);
    expect(calibrationProbeFor(inconsistentScene, { inconsistent: false, reactionTimeMs: 9000 })).toBeNull();
  });
});

describe('archetypes', () => {
  it('defaults to The Explorer for flat, invalid or missing scores', () => {
    expect(archetypeFor(scores({}))).toBe('The Explorer');
    expect(archetypeFor(scores({ openness: 0.59 }))).toBe('The Explorer');
    expect(archetypeFor({ openness: 2 })).toBe('The Explorer');
    expect(archetypeFor(null)).toBe('The Explorer');
    expect(archetypeFor({ openness: 0.8 })).toBe('The Dreamer'); // missing traits count as 0.5
  });

  it('names the leading trait from 0.6', () => {
    expect(ARCHETYPES).toEqual({
      honesty_humility: 'The Confidant',
      emotionality: 'The Romantic',
      extraversion: 'The Spark',
      agreeableness: 'The Anchor',
      conscientiousness: 'The Strategist',
      openness: 'The Dreamer',
    });
    for (const t of TRAITS) expect(archetypeFor(scores({ [t]: 0.6 }))).toBe(ARCHETYPES[t]);
    expect(archetypeFor(scores({ openness: 0.9, extraversion: 0.8 }))).toBe('The Dreamer');
  });

  it('breaks ties in display order', () => {
    expect(archetypeFor(scores({ extraversion: 0.7, openness: 0.7 }))).toBe('The Spark');
    expect(archetypeFor(scores({ honesty_humility: 0.65, conscientiousness: 0.65 }))).toBe('The Confidant');
  });
});

describe('trait sentences', () => {
  it('are shown at 0.7 and above or 0.3 and below, and null in between', () => {
    expect(traitSentence('openness', 0.7)).toBe("You're curious about everything and drawn to the new, the unusual and the creative.");
    expect(traitSentence('openness', 0.3)).toBe('You know what you like and value the familiar, the practical and the proven.');
    expect(traitSentence('openness', 0.69)).toBeNull();
    expect(traitSentence('openness', 0.31)).toBeNull();
    expect(traitSentence('openness', 0.5)).toBeNull();
    expect(traitSentence('extraversion', 1)).toBe('You come alive around people and can turn a room of strangers into a party.');
    expect(traitSentence('extraversion', 0)).toBe('You recharge in quiet and would trade a crowded room for one real conversation.');
  });

  it('treats invalid scores as 0.5 (no sentence)', () => {
    expect(traitSentence('agreeableness', undefined)).toBeNull();
    expect(traitSentence('agreeableness', 'high')).toBeNull();
    expect(traitSentence('agreeableness', 1.5)).toBeNull();
    expect(traitSentence('agreeableness', Number.NaN)).toBeNull();
  });

  it('exist for every trait in both directions', () => {
    for (const t of TRAITS) {
      expect(traitSentence(t, 0.8)).toMatch(/^You/);
      expect(traitSentence(t, 0.2)).toMatch(/^You/);
      expect(traitSentence(t, 0.8)).not.toBe(traitSentence(t, 0.2));
    }
  });
});

describe('lifestyle insights', () => {
  it('describe the four most pronounced traits, most pronounced first', () => {
    expect(lifestyleInsights(scores({ openness: 0.9, extraversion: 0.2, conscientiousness: 0.55, agreeableness: 0.62, emotionality: 0.5, honesty_humility: 0.43 }))).toEqual([
      "You collect new experiences: a dish you can't pronounce, a gallery off the beaten path, a trip with no fixed plan.",
      'Your ideal weekend has room to breathe: a long walk, a good book, one close friend.',
      "You're the friend who smooths things over and believes in second chances.",
      "You're sincere with the people you trust and sensible with those you're still getting to know.",
    ]);
  });
});

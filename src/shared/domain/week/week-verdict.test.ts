import { describe, expect, it } from 'vitest';
import type { HexacoScores } from '../assessment/hexaco';
import type { Persona, TranscriptEntry } from '../matching/persona';
import { compatibility } from '../matching/compatibility';
import { decideWeek } from './week-decision';
import { weekSignals } from './week-signals';
import { weekVerdict } from './week-verdict';

/** What production runs (modules/simulation/run-week.ts): the verdict of two personas and the week's transcript. */

const traits = (over: Partial<HexacoScores>): HexacoScores => ({
  honesty_humility: 0.5,
  emotionality: 0.5,
  extraversion: 0.5,
  agreeableness: 0.5,
  conscientiousness: 0.5,
  openness: 0.5,
  ...over,
});
const kind = traits({
  honesty_humility: 0.85,
  emotionality: 0.3,
  extraversion: 0.6,
  agreeableness: 0.8,
  conscientiousness: 0.75,
  openness: 0.7,
});
const cold = traits({
  honesty_humility: 0.3,
  emotionality: 0.8,
  extraversion: 0.2,
  agreeableness: 0.3,
  conscientiousness: 0.35,
  openness: 0.3,
});
/** Scores 0.56 with itself: between "too far apart" (0.52) and the threshold (0.60). */
const middling = traits({ honesty_humility: 0.45, agreeableness: 0.45 });

const persona = (name: string, personality_traits: HexacoScores, topics: string[]): Persona => ({
  name,
  age_range: '25-34',
  vibe: 'thoughtful',
  tone: 'warm',
  boundaries: [],
  social: { topics, style_cues: [], recent_posts: [] },
  personality_traits,
});
const e = (role: 'a' | 'b', text: string, day = 1, window = 1): TranscriptEntry => ({ role, text, day, window });

const warmWeek = [
  e('a', 'Been anywhere good for hiking lately?'),
  e('b', 'Yes, the ridge trail on Sunday. Talking to you made my day, honestly.'),
  e('a', 'I love how easy this is. How about a hike on Saturday?', 2, 1),
  e('b', "I'd love that! Can't wait.", 2, 1),
  e('a', 'Great, I will bring the coffee and the map', 2, 2),
  e('b', 'Perfect, I will bring snacks and good shoes', 2, 2),
];
const coldWeek = [
  e('a', 'What do you do on Sundays when nothing is planned?'),
  e('b', 'Not really.'),
  e('a', 'How about a coffee sometime, would you want to meet?'),
  e('b', "I'd rather not, not yet."),
  e('a', 'And what kind of music do you like to listen to?'),
  e('b', 'No idea.'),
  e('a', 'Where did you grow up and what was it like back then?', 2, 1),
];

const kindPair = { personaA: persona('Ada', kind, ['hiking', 'jazz']), personaB: persona('Sam Lee', kind, ['hiking', 'cooking']) };
const coldPair = { personaA: persona('Ada', cold, ['chess']), personaB: persona('Sam', cold, ['surfing']) };

describe('weekVerdict: the decision', () => {
  it("decides by the rule of week-decision.ts on the profiles' score and the week's signals", () => {
    for (const input of [
      { ...kindPair, transcript: warmWeek },
      { ...coldPair, transcript: coldWeek },
      { ...kindPair, transcript: coldWeek },
    ]) {
      const verdict = weekVerdict(input);
      expect(verdict.score).toBe(compatibility(input.personaA.personality_traits, input.personaB.personality_traits).score);
      expect(verdict.signals).toEqual(weekSignals(input.transcript));
      expect({ decision: verdict.decision, confidence: verdict.confidence }).toEqual(decideWeek(verdict.score, verdict.signals));
    }
    expect(weekVerdict({ ...kindPair, transcript: warmWeek })).toMatchObject({ score: 0.97, decision: 'YES', confidence: 0.9 });
    expect(weekVerdict({ ...coldPair, transcript: coldWeek })).toMatchObject({ score: 0.35, decision: 'NO', confidence: 0.9 });
  });

  it('does not judge fewer than 4 messages, however well the profiles fit', () => {
    const verdict = weekVerdict({ ...kindPair, transcript: warmWeek.slice(2, 4) });
    expect(verdict).toMatchObject({ decision: 'MAYBE', confidence: 0.6 });
    expect(verdict.why[1]).toEqual({ tone: 'neutral', text: 'Only 2 messages: too little conversation to judge' });
  });
});

describe('weekVerdict: the reasons', () => {
  it('explains itself: the score once, then the week, interests and profile, positives and negatives typed', () => {
    expect(weekVerdict({ ...kindPair, transcript: warmWeek }).why).toEqual([
      { tone: 'positive', text: 'Personality compatibility 97%' },
      { tone: 'positive', text: 'You and Sam planned a date' },
      { tone: 'positive', text: '3 warm replies over the week' },
      { tone: 'positive', text: 'You and Sam kept an even pace' },
      { tone: 'positive', text: 'You share one interest: hiking' },
      { tone: 'positive', text: 'You both value honesty and fairness' },
      { tone: 'positive', text: "You're both patient and quick to forgive" },
      { tone: 'positive', text: 'You share the same appetite for new ideas and experiences' },
    ]);
    expect(weekVerdict({ ...coldPair, transcript: coldWeek }).why.slice(0, 6)).toEqual([
      { tone: 'negative', text: 'Personality compatibility 35%' },
      { tone: 'negative', text: "Sam wasn't ready to plan a date yet" },
      { tone: 'negative', text: '2 questions got flat, one-line answers' },
      { tone: 'negative', text: 'One question went unanswered' },
      { tone: 'negative', text: 'You wrote far more than Sam' },
      { tone: 'negative', text: 'You and Sam have no interests in common' },
    ]);
  });

  it("leaves the score's reason neutral between the NO and YES thresholds", () => {
    const pair = { personaA: persona('Ada', middling, []), personaB: persona('Sam', middling, []) };
    const verdict = weekVerdict({ ...pair, transcript: warmWeek });
    expect(verdict.score).toBe(0.56);
    expect(verdict.why[0]).toEqual({ tone: 'neutral', text: 'Personality compatibility 56%' });
  });

  it("gives the profile's strongest three reasons, by contribution to the score, and stops at the limit", () => {
    const { components } = compatibility(kind, kind);
    const strongest = [...components]
      .filter((c) => c.band === 'strong')
      .sort((x, y) => y.contribution - x.contribution)
      .slice(0, 3)
      .map((c) => ({ tone: 'positive', text: c.reason }));
    expect(weekVerdict({ ...kindPair, transcript: warmWeek }).why.slice(-3)).toEqual(strongest);
    expect(weekVerdict({ ...kindPair, transcript: warmWeek }, 2).why).toEqual([
      { tone: 'positive', text: 'Personality compatibility 97%' },
      { tone: 'positive', text: 'You and Sam planned a date' },
    ]);
  });
});

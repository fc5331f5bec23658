import { describe, expect, it } from 'vitest';
import { TRAITS, type HexacoScores } from '../schemas/hexaco';
import type { TranscriptEntry } from '../schemas/persona';
import {
  compatibility,
  COMPONENTS,
  conversationSignals,
  decide,
  DECISION_RULE,
  reasons,
  WEIGHTS,
  type ConversationSignals,
} from './compatibility';
import { seededRandom, type RandomFn } from './simulation-plan';

const mid: HexacoScores = { honesty_humility: 0.5, emotionality: 0.5, extraversion: 0.5, agreeableness: 0.5, conscientiousness: 0.5, openness: 0.5 };
const scores = (over: Partial<HexacoScores>): HexacoScores => ({ ...mid, ...over });
const kind: HexacoScores = { honesty_humility: 0.85, emotionality: 0.3, extraversion: 0.6, agreeableness: 0.8, conscientiousness: 0.75, openness: 0.7 };
const randomProfile = (rand: RandomFn): HexacoScores => Object.fromEntries(TRAITS.map((t) => [t, rand()])) as HexacoScores;
const raise = (s: HexacoScores, trait: keyof HexacoScores, by: number): HexacoScores => ({ ...s, [trait]: Math.min(1, s[trait] + by) });

describe('compatibility: the formula', () => {
  it('has weights that sum to 1, 0.70 on partner levels and 0.30 on similarity', () => {
    const sum = (list: readonly { weight: number }[]) => list.reduce((n, c) => n + c.weight, 0);
    expect(sum(COMPONENTS)).toBeCloseTo(1, 10);
    expect(sum(COMPONENTS.filter((c) => c.kind === 'level'))).toBeCloseTo(0.7, 10);
    expect(sum(COMPONENTS.filter((c) => c.kind === 'similarity'))).toBeCloseTo(0.3, 10);
    expect(WEIGHTS).toEqual({
      honesty_level: 0.26, agreeableness_level: 0.22, conscientiousness_level: 0.12, calm_level: 0.1,
      honesty_similarity: 0.08, openness_similarity: 0.18, social_pace: 0.04,
    });
  });

  it('pins concrete scores', () => {
    expect(compatibility(mid, mid).score).toBe(0.65);
    expect(compatibility(kind, kind).score).toBe(0.86);
    const low: HexacoScores = { honesty_humility: 0.2, emotionality: 0.8, extraversion: 0.8, agreeableness: 0.25, conscientiousness: 0.3, openness: 0.2 };
    expect(compatibility(kind, low).score).toBe(0.51);
    expect(compatibility(low, low).score).toBe(0.46);
  });

  it('scores identical high-H/A/C, low-E profiles high, with every component reported', () => {
    const best: HexacoScores = { honesty_humility: 0.9, emotionality: 0.1, extraversion: 0.5, agreeableness: 0.9, conscientiousness: 0.9, openness: 0.5 };
    const result = compatibility(best, best);
    expect(result.score).toBe(0.93);
    expect(result.score).toBeGreaterThanOrEqual(DECISION_RULE.yesAtLeast);
    expect(result.components.map((c) => c.key)).toEqual(COMPONENTS.map((c) => c.key));
    const honesty = result.components.find((c) => c.key === 'honesty_level');
    expect(honesty).toMatchObject({ value: 0.9, weight: 0.26, contribution: 0.234, reason: 'You both value honesty and fairness' });
  });

  it('partner levels matter more than similarity: a kind, calm pair that differs beats an identical unkind, anxious pair', () => {
    const harsh: HexacoScores = { honesty_humility: 0.2, emotionality: 0.8, extraversion: 0.5, agreeableness: 0.2, conscientiousness: 0.2, openness: 0.5 };
    const otherKind = { ...kind, openness: 0.4, extraversion: 0.3 };
    expect(compatibility(kind, otherKind).score).toBeGreaterThan(compatibility(harsh, harsh).score + 0.2);
  });

  it('is symmetric: swapping partners gives the same result', () => {
    const rand = seededRandom(42);
    for (let i = 0; i < 500; i++) {
      const a = randomProfile(rand);
      const b = randomProfile(rand);
      expect(compatibility(a, b)).toEqual(compatibility(b, a));
    }
  });

  it('keeps every score and component in 0..1 for many seeded random profiles, including invalid values', () => {
    const rand = seededRandom(20240605);
    for (let i = 0; i < 2000; i++) {
      const a = randomProfile(rand);
      const b = randomProfile(rand);
      if (i % 10 === 0) b.openness = i % 20 === 0 ? Number.NaN : 3; // invalid → 0.5 (§5)
      const { score, components } = compatibility(a, b);
      expect(score).toBeGreaterThanOrEqual(0);
      expect(score).toBeLessThanOrEqual(1);
      expect(Math.round(score * 100) / 100).toBe(score);
      for (const c of components) {
        expect(c.value).toBeGreaterThanOrEqual(0);
        expect(c.value).toBeLessThanOrEqual(1);
      }
    }
  });

  it('reaches the extremes only for extreme pairs', () => {
    const ideal: HexacoScores = { honesty_humility: 1, emotionality: 0, extraversion: 0.5, agreeableness: 1, conscientiousness: 1, openness: 0.5 };
    expect(compatibility(ideal, ideal).score).toBe(1);
    const worstA: HexacoScores = { honesty_humility: 0, emotionality: 1, extraversion: 0, agreeableness: 0, conscientiousness: 0, openness: 0 };
    expect(compatibility(worstA, { ...worstA, openness: 1, extraversion: 1 }).score).toBe(0.08);
  });
});

describe('compatibility: what moves the score', () => {
  it("raising a partner's honesty-humility raises the score more than raising extraversion by the same amount", () => {
    // From an all-average pair the H raise moves b away from a, so this also shows level beats similarity.
    // H +0.4: level +0.052, similarity −0.032 → 0.67. E +0.4: similarity −0.016 → 0.634 → 0.63.
    expect(compatibility(mid, raise(mid, 'honesty_humility', 0.4)).score).toBe(0.67);
    expect(compatibility(mid, raise(mid, 'extraversion', 0.4)).score).toBe(0.63);
    const a = scores({ honesty_humility: 0.8, extraversion: 0.7 });
    expect(compatibility(a, raise(mid, 'honesty_humility', 0.2)).score).toBeGreaterThan(compatibility(a, raise(mid, 'extraversion', 0.2)).score);
  });

  it('holds that H beats extraversion, and H never lowers the score, for random pairs', () => {
    const rand = seededRandom(7);
    for (let i = 0; i < 1000; i++) {
      const a = randomProfile(rand);
      const b = { ...randomProfile(rand), honesty_humility: rand() * 0.7, extraversion: rand() * 0.7 };
      const base = compatibility(a, b).score;
      const moreH = compatibility(a, raise(b, 'honesty_humility', 0.3)).score;
      const moreE = compatibility(a, raise(b, 'extraversion', 0.3)).score;
      expect(moreH).toBeGreaterThanOrEqual(base);
      expect(moreH).toBeGreaterThanOrEqual(moreE);
    }
  });

  it('prefers similarity on honesty-humility: same mean H, apart scores lower than equal', () => {
    const apart = compatibility(scores({ honesty_humility: 0.8 }), scores({ honesty_humility: 0.4 }));
    const equal = compatibility(scores({ honesty_humility: 0.6 }), scores({ honesty_humility: 0.6 }));
    // Both have H level 0.6 × 0.26; similarity 0.6 × 0.08 vs 1 × 0.08; the rest adds 0.44.
    expect(apart.score).toBe(0.64);
    expect(equal.score).toBe(0.68);
    expect(apart.components.find((c) => c.key === 'honesty_similarity')?.value).toBe(0.6);
  });

  it('prefers similarity on openness: differing only in openness costs 0.18 × the gap', () => {
    expect(compatibility(scores({ openness: 0.9 }), scores({ openness: 0.9 })).score).toBe(0.65);
    expect(compatibility(scores({ openness: 0.9 }), scores({ openness: 0.4 })).score).toBe(0.56);
  });

  it('rewards a calm partner (low emotionality) but only modestly', () => {
    const calm = compatibility(mid, scores({ emotionality: 0.1 })).score;
    const anxious = compatibility(mid, scores({ emotionality: 0.9 })).score;
    expect(calm).toBe(0.67);
    expect(anxious).toBe(0.63);
  });
});

describe('reasons', () => {
  it('lists the reasons strongest contribution first', () => {
    const { components } = compatibility(kind, kind);
    expect(reasons(components)).toEqual([
      'You both value honesty and fairness',
      'You share the same appetite for new ideas and experiences',
      "You're both patient and quick to forgive",
      "You're both reliable and follow through",
      'You see eye to eye on fairness and modesty',
      'You both stay calm under stress',
      'You have a similar social pace',
    ]);
    expect(reasons(components, 2)).toHaveLength(2);
  });

  it('never says "you both" when only one partner has the trait', () => {
    const { components } = compatibility(scores({ honesty_humility: 0.95 }), scores({ honesty_humility: 0.3 }));
    expect(components.find((c) => c.key === 'honesty_level')?.reason).toBe('Honesty and fairness matter to at least one of you');
    expect(components.find((c) => c.key === 'honesty_similarity')?.reason).toBe('You differ on how much fairness and modesty matter');
  });
});

const talk = (over: Partial<ConversationSignals> = {}): ConversationSignals => ({
  messageCount: 24, engagementBalance: 0.9, sharedTopicHits: 1, positiveSignals: 6, negativeSignals: 1, ...over,
});

describe('decide', () => {
  it('says YES for a high score with a healthy conversation; confidence grows with the margin', () => {
    expect(decide({ score: 0.72, conversation: talk() })).toMatchObject({ decision: 'YES', confidence: 0.75 });
    expect(decide({ score: 0.8, conversation: talk() })).toMatchObject({ decision: 'YES', confidence: 0.83 });
    expect(decide({ score: 0.95, conversation: talk({ sharedTopicHits: 3 }) })).toMatchObject({ decision: 'YES', confidence: 0.9 });
  });

  it('stays MAYBE (confidence 0.75) just below the YES threshold or with a merely OK conversation', () => {
    expect(decide({ score: 0.71, conversation: talk() })).toMatchObject({ decision: 'MAYBE', confidence: 0.75 });
    expect(decide({ score: 0.9, conversation: talk({ messageCount: 6 }) })).toMatchObject({ decision: 'MAYBE', confidence: 0.75 });
    expect(decide({ score: 0.9, conversation: talk({ engagementBalance: 0.5 }) })).toMatchObject({ decision: 'MAYBE' });
    expect(decide({ score: 0.9, conversation: talk({ positiveSignals: 1, negativeSignals: 2 }) })).toMatchObject({ decision: 'MAYBE' });
  });

  it('says NO below 0.45, more confidently further below', () => {
    expect(decide({ score: 0.45, conversation: talk() }).decision).toBe('MAYBE');
    expect(decide({ score: 0.44, conversation: talk() })).toMatchObject({ decision: 'NO', confidence: 0.76 });
    expect(decide({ score: 0.2, conversation: talk({ engagementBalance: 0.2 }) })).toMatchObject({ decision: 'NO', confidence: 0.9 });
  });

  it('says NO for a poor conversation even with a good score, with lower confidence', () => {
    expect(decide({ score: 0.9, conversation: talk({ engagementBalance: 0.3 }) })).toMatchObject({ decision: 'NO', confidence: 0.65 });
    const sour = decide({ score: 0.9, conversation: talk({ positiveSignals: 1, negativeSignals: 4 }) });
    expect(sour).toMatchObject({ decision: 'NO', confidence: 0.65 });
    expect(sour.why).toContain('The conversation had more friction than warmth');
  });

  it('does not judge a conversation of fewer than 4 messages: MAYBE with lower confidence', () => {
    expect(decide({ score: 0.9, conversation: talk({ messageCount: 2, engagementBalance: 0 }) })).toMatchObject({ decision: 'MAYBE', confidence: 0.6 });
  });

  it('defaults to MAYBE with confidence 0.75 when there is no usable score', () => {
    expect(decide({ score: Number.NaN, conversation: talk() })).toEqual({ decision: 'MAYBE', confidence: 0.75, why: ['No compatibility score was available'] });
    expect(DECISION_RULE.defaultDecision).toBe('MAYBE');
    expect(DECISION_RULE.defaultConfidence).toBe(0.75);
  });

  it('explains itself with the score and the conversation', () => {
    expect(decide({ score: 0.8, conversation: talk({ sharedTopicHits: 2 }) }).why).toEqual([
      'Personality compatibility 80%',
      'A balanced, friendly conversation over 24 messages',
      'Talked about 2 shared interests',
    ]);
    expect(decide({ score: 0.71, conversation: talk({ sharedTopicHits: 0 }) }).why).toEqual([
      'Personality compatibility 71%',
      'A balanced, friendly conversation over 24 messages',
      'Compatibility is promising but below the 72% needed for a clear yes',
    ]);
    expect(decide({ score: 0.3, conversation: talk({ sharedTopicHits: 0 }) }).why).toContain('Compatibility is below the 45% needed to continue');
  });

  it('keeps confidence within 0.5..0.95 for any input', () => {
    const rand = seededRandom(99);
    for (let i = 0; i < 500; i++) {
      const { confidence } = decide({ score: rand() * 1.4 - 0.2, conversation: talk({ messageCount: Math.floor(rand() * 40), engagementBalance: rand(), negativeSignals: Math.floor(rand() * 6) }) });
      expect(confidence).toBeGreaterThanOrEqual(0.5);
      expect(confidence).toBeLessThanOrEqual(0.95);
    }
  });
});

describe('conversationSignals', () => {
  const entry = (role: 'a' | 'b', text: string, day = 1, window = 1): TranscriptEntry => ({ role, text, day, window });

  it('counts messages, balance, topics, questions and cue words', () => {
    const transcript = [
      entry('a', 'Hey! Do you like hiking?'),
      entry('b', 'Love it, haha. Went hiking at dawn. You?'),
      entry('a', 'Same here! Any Jazz bars you rate?'),
      entry('b', 'Honestly jazz is a bit boring for me.'),
    ];
    expect(conversationSignals(transcript, ['Hiking', 'jazz', 'art', 'cooking', ' '])).toEqual({
      messageCount: 4,
      engagementBalance: 0.929, // messages 2:2 → 1; words 12:16 → 1 − 4/28 = 0.857; mean 0.929
      sharedTopicHits: 2,
      positiveSignals: 3,
      negativeSignals: 1,
      questionsAsked: 3,
    });
  });

  it('matches topics as whole words only ("art" is not in "start")', () => {
    expect(conversationSignals([entry('a', "Let's start early")], ['art']).sharedTopicHits).toBe(0);
    expect(conversationSignals([entry('a', 'Street ART is great')], ['art']).sharedTopicHits).toBe(1);
  });

  it('sees a one-sided conversation through word counts even when turns alternate', () => {
    const transcript = [
      entry('a', 'So tell me about the best trip you ever took and what made it special for you'),
      entry('b', 'ok'),
      entry('a', 'And what would you do on a perfect Sunday if nothing was planned at all'),
      entry('b', 'sleep'),
    ];
    const signals = conversationSignals(transcript, []);
    // messages 2:2 → 1; words 32:2 → 1 − 30/34 = 0.118; mean 0.559
    expect(signals.engagementBalance).toBe(0.559);
    expect(conversationSignals([entry('a', 'hi'), entry('a', 'hello?')], []).engagementBalance).toBe(0);
    expect(conversationSignals([], [])).toMatchObject({ messageCount: 0, engagementBalance: 0, sharedTopicHits: 0 });
  });

  it("counts a cue once per message and reads curly apostrophes (can’t wait)", () => {
    expect(conversationSignals([entry('a', 'haha haha haha')], []).positiveSignals).toBe(1);
    expect(conversationSignals([entry('a', 'I can’t wait')], []).positiveSignals).toBe(1);
  });
});

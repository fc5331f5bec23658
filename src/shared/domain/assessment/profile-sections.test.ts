import { describe, expect, it } from 'vitest';
import { TRAITS, type HexacoScores } from './hexaco';
import { SCENES } from './scenes';
import { archetypeFor } from './archetypes';
import { lifestyleInsights } from './lifestyle-insights';
import { normalizeScores } from './normalize-scores';
import { scoreAssessment } from './scoring';
import { buildBasicProfile } from './basic-profile';
import { ARCHETYPE_DESCRIPTIONS } from './profile-phrases';
import { buildComprehensiveProfile, type ProfileInput } from './profile-sections';
import { compatibilityFocus, decisionStyle, distinctiveTrait, idealMatchScores, loveStyle } from './profile-styles';

/** Every string inside a JSON value. */
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];

const scores = (partial: Partial<HexacoScores>): HexacoScores => ({ ...normalizeScores({}), ...partial });
const inputFor = (s: HexacoScores, confidence = 0.8): ProfileInput => ({
  scores: s,
  confidence,
  archetype: archetypeFor(s),
  insights: lifestyleInsights(s),
});

const dreamer = scores({
  openness: 0.9,
  extraversion: 0.25,
  conscientiousness: 0.45,
  agreeableness: 0.72,
  emotionality: 0.55,
  honesty_humility: 0.62,
});

describe('normalizeScores', () => {
  it('fills missing or invalid values with 0.5', () => {
    expect(normalizeScores(null)).toEqual({
      honesty_humility: 0.5,
      emotionality: 0.5,
      extraversion: 0.5,
      agreeableness: 0.5,
      conscientiousness: 0.5,
      openness: 0.5,
    });
    expect(normalizeScores({ openness: 0.9, extraversion: 'x', agreeableness: 1.2, emotionality: -0.1 })).toEqual({
      honesty_humility: 0.5,
      emotionality: 0.5,
      extraversion: 0.5,
      agreeableness: 0.5,
      conscientiousness: 0.5,
      openness: 0.9,
    });
  });
});

describe('basic profile display fields', () => {
  const profile = buildBasicProfile(inputFor(dreamer));

  it('fills every display field of spec §3', () => {
    expect(Object.keys(profile).sort()).toEqual(
      [
        'archetype',
        'communication_style',
        'compatibility_focus',
        'confidence',
        'core_personality_snapshot',
        'dating_style',
        'everyday_habits_vibe',
        'hexaco_scores',
        'insights',
        'love_style',
        'personality_summary',
        'secret_insights',
        'snapshot_paragraph',
      ].sort(),
    );
    for (const [key, value] of Object.entries(profile)) {
      if (typeof value === 'string' && key !== 'archetype') expect(value.trim().length, key).toBeGreaterThan(20);
    }
  });

  it('writes the dreamer profile in plain second person', () => {
    expect(profile.archetype).toBe('The Dreamer');
    expect(profile.core_personality_snapshot).toBe(
      "The Dreamer. Curious and imaginative, you're drawn to the unusual and happiest when life has a little wonder in it.",
    );
    expect(profile.personality_summary).toBe(
      'You are curious, imaginative and always up for something new, and you prefer depth over volume and ' +
        'recharge in quiet. On top of that, you are patient, forgiving and easy to be around.',
    );
    expect(profile.love_style).toBe('Adventurous and romantic: you show love by sharing new experiences, ideas and little surprises.');
    expect(profile.communication_style).toBe(
      'Gentle and diplomatic. You choose your words with care and keep even hard conversations kind.',
    );
    expect(profile.compatibility_focus).toBe(
      'You click best with someone genuine who means what they say, values quiet time as much as you do, and is emotionally open.',
    );
    expect(profile.dating_style).toBe(
      'Your ideal first date is something neither of you has done before, somewhere quiet enough to really ' +
        'talk. You let things develop at a natural pace, with enough structure to feel secure. You share more as ' +
        'trust builds.',
    );
    expect(profile.snapshot_paragraph).toContain('What stands out most is your curiosity (Openness to Experience 90%).');
    expect(profile.secret_insights).toEqual([
      'Quiet on the outside, a whole world of ideas on the inside: the right person gets the full tour.',
      'People trust you quickly, and they are right to.',
      'You notice who is left out of the conversation, and quietly bring them in.',
    ]);
    expect(profile.hexaco_scores).toEqual(dreamer);
    expect(profile.confidence).toBe(0.8);
    expect(profile.insights).toEqual(lifestyleInsights(dreamer));
  });

  it('describes a flat profile as The Explorer, balanced and adaptable', () => {
    const flat = buildBasicProfile(inputFor(scores({ openness: 0.55 })));
    expect(flat.archetype).toBe('The Explorer');
    expect(flat.core_personality_snapshot).toBe(`The Explorer. ${ARCHETYPE_DESCRIPTIONS['The Explorer']}`);
    expect(flat.love_style).toBe('Adaptable and attentive: you meet people where they are and let the connection find its own rhythm.');
    expect(flat.snapshot_paragraph).toContain('Your traits are unusually balanced');
    expect(flat.secret_insights).toEqual([
      'You adapt to people more than you realise, which makes you easy to get along with in almost any setting.',
    ]);
  });

  it('re-normalises stored scores and falls back on an unknown archetype', () => {
    const odd = buildBasicProfile({
      scores: { openness: 7 } as unknown as HexacoScores,
      confidence: 0.5,
      archetype: 'The Wizard',
      insights: [],
    });
    expect(odd.hexaco_scores.openness).toBe(0.5);
    expect(odd.core_personality_snapshot).toBe(`The Wizard. ${ARCHETYPE_DESCRIPTIONS['The Explorer']}`);
    expect(odd.love_style).toBe(loveStyle('The Explorer'));
  });
});

describe('comprehensive profile sections', () => {
  const result = scoreAssessment(
    SCENES.map((s, i) => ({ scene_id: s.id, option_selected: s.options[i % s.options.length]!.value, reaction_time_ms: 3000 + 1000 * i })),
  );
  const sections = buildComprehensiveProfile(result);

  it('has the ten sections of spec §3', () => {
    expect(Object.keys(sections)).toEqual([
      'core_personality_matrix',
      'behavioral_dna',
      'communication_signature',
      'psychological_drivers',
      'cognitive_processing',
      'micro_behavioral_signatures',
      'relationship_patterns',
      'digital_twin_profile',
      'ideal_match_profile',
      'reliability_scores',
    ]);
  });

  it('holds the archetype and the six scores, lifestyle insights and overall confidence', () => {
    expect(sections.core_personality_matrix.archetype).toBe(result.archetype);
    expect(sections.core_personality_matrix.hexaco_scores).toEqual(result.scores);
    for (const t of TRAITS) expect(sections.core_personality_matrix[t]).toBe(result.scores[t]);
    expect(sections.digital_twin_profile.lifestyle_insights).toEqual(result.insights);
    expect(sections.reliability_scores.overall_confidence).toBe(result.confidence);
    expect(sections.reliability_scores.response_count).toBe(8);
    expect(sections.reliability_scores.coverage).toBe(1);
    expect(sections.micro_behavioral_signatures.median_reaction_time_ms).toBe(6500);
    expect(sections.cognitive_processing.decision_style).toBe('balanced');
  });

  it('is deterministic and plain JSON', () => {
    expect(buildComprehensiveProfile(result)).toEqual(sections);
    expect(JSON.parse(JSON.stringify(sections))).toEqual(sections);
  });

  it('leaves lifestyle insights empty when there are none, so the reveal shows its fallback', () => {
    const empty = buildComprehensiveProfile(scoreAssessment([]));
    expect(empty.digital_twin_profile.lifestyle_insights).toEqual([]);
    expect(empty.core_personality_matrix.archetype).toBe('The Explorer');
    expect(empty.reliability_scores).toEqual({
      overall_confidence: 0,
      response_count: 0,
      coverage: 0,
      consistency: 1,
      behaviour_adjustment: 0,
      scoring_version: 6,
      agreement: 0,
      probes_scored: 0,
      statements_scored: 0,
      trait_evidence: { honesty_humility: 0, emotionality: 0, extraversion: 0, agreeableness: 0, conscientiousness: 0, openness: 0 },
      careless_probability: 0,
    });
    expect(empty.core_personality_matrix.scoring_version).toBe(6);
  });

  it('builds without behavioural evidence (a stored result)', () => {
    const stored = buildComprehensiveProfile(inputFor(dreamer, 0.7));
    expect(stored.micro_behavioral_signatures.response_count).toBe(0);
    expect(stored.cognitive_processing.decision_style).toBe('balanced');
    expect(stored.behavioral_dna).toEqual({
      social_energy: 'reserved',
      planning_style: 'flexible',
      novelty_seeking: 'seeks novelty',
      emotional_style: 'balanced',
      integrity_style: 'principled',
      conflict_style: 'accommodating',
    });
    expect(stored.psychological_drivers.core_needs).toEqual([
      'novelty, ideas and meaning',
      'quiet time and space to recharge',
      'harmony and kindness',
    ]);
  });
});

describe('derived rules', () => {
  it('decides decision tempo from the median reaction time, else from conscientiousness', () => {
    expect(decisionStyle(3999, 0.5)).toBe('intuitive');
    expect(decisionStyle(4000, 0.5)).toBe('balanced');
    expect(decisionStyle(12000, 0.5)).toBe('balanced');
    expect(decisionStyle(12001, 0.5)).toBe('deliberate');
    expect(decisionStyle(null, 0.7)).toBe('deliberate');
    expect(decisionStyle(undefined, 0.3)).toBe('intuitive');
  });

  it('matches similar honesty, agreeableness (at least 0.5) and conscientiousness, and a steadier partner for high emotionality', () => {
    expect(idealMatchScores(scores({ emotionality: 0.8, agreeableness: 0.3, honesty_humility: 0.9 }))).toEqual({
      honesty_humility: 0.9,
      emotionality: 0.65,
      extraversion: 0.5,
      agreeableness: 0.5,
      conscientiousness: 0.5,
      openness: 0.5,
    });
  });

  it('names the stand-out trait, or a balanced profile', () => {
    expect(distinctiveTrait(scores({ agreeableness: 0.18 }))).toBe('What stands out most is your candour (Agreeableness 18%).');
    expect(distinctiveTrait(scores({ agreeableness: 0.41 }))).toBe(
      'Your traits are unusually balanced: no single one dominates, which makes you easy to get along with.',
    );
  });

  it('writes the compatibility focus from honesty, extraversion and emotionality', () => {
    expect(compatibilityFocus(scores({ honesty_humility: 0.2, extraversion: 0.8, emotionality: 0.2 }))).toBe(
      'You click best with someone ambitious who matches your drive, can keep up with your social life, and gives you room to be independent.',
    );
  });

  it('never leaves a gap in the text, for any combination of high, middle and low traits', () => {
    const levels = [0.2, 0.5, 0.8];
    for (let i = 0; i < 3 ** 6; i++) {
      const s = Object.fromEntries(TRAITS.map((t, k) => [t, levels[Math.floor(i / 3 ** k) % 3]])) as HexacoScores;
      const texts = strings([buildBasicProfile(inputFor(s)), buildComprehensiveProfile(inputFor(s))]);
      expect(texts.length).toBeGreaterThan(40);
      for (const text of texts) {
        expect(text).not.toMatch(/undefined|NaN|\bnull\b|\s[.,]|\.\.|^\s|\s$|\s\s/);
        expect(text.length).toBeGreaterThan(2);
      }
      expect(buildBasicProfile(inputFor(s)).secret_insights.length).toBeGreaterThanOrEqual(1);
    }
  });
});

import { describe, expect, it } from 'vitest';
import type { HexacoScores } from '../assessment/hexaco';
import { personaSchema } from './persona';
import {
  ageRange,
  boundariesFor,
  clampMatchScores,
  PERSONA_DEFAULTS,
  personaFromProfile,
  socialTopicsFor,
  styleCuesFor,
  toneFor,
  vibeFor,
} from './persona-mapping';

const mid: HexacoScores = {
  honesty_humility: 0.5,
  emotionality: 0.5,
  extraversion: 0.5,
  agreeableness: 0.5,
  conscientiousness: 0.5,
  openness: 0.5,
};
const scores = (over: Partial<HexacoScores>): HexacoScores => ({ ...mid, ...over });

describe('ageRange (§5)', () => {
  it.each([
    [18, '18-24'],
    [24, '18-24'],
    [24.9, '18-24'],
    [25, '25-34'],
    [34, '25-34'],
    [35, '35-44'],
    [44, '35-44'],
    [45, '45+'],
    [80, '45+'],
  ])('age %s → %s', (age, range) => {
    expect(ageRange(age)).toBe(range);
  });

  it('gives 25-34 with no usable age', () => {
    expect(ageRange()).toBe('25-34');
    expect(ageRange(null)).toBe('25-34');
    expect(ageRange(Number.NaN)).toBe('25-34');
    expect(ageRange(-3)).toBe('25-34');
  });
});

describe('vibe and tone thresholds', () => {
  it('vibe: adventurous needs extraversion above 0.7 AND openness above 0.6', () => {
    expect(vibeFor(scores({ extraversion: 0.71, openness: 0.61 }))).toBe('adventurous');
    expect(vibeFor(scores({ extraversion: 0.71, openness: 0.6 }))).toBe('energetic');
    expect(vibeFor(scores({ extraversion: 0.7, openness: 0.61 }))).toBe('thoughtful');
  });

  it('vibe: laid-back when calm and not driven; otherwise the default casual', () => {
    expect(vibeFor(scores({ emotionality: 0.3, conscientiousness: 0.5 }))).toBe('laid-back');
    expect(vibeFor(scores({ emotionality: 0.3, conscientiousness: 0.6 }))).toBe('casual');
    expect(vibeFor(mid)).toBe('casual');
  });

  it('tone: first matching rule wins, default friendly', () => {
    expect(toneFor(scores({ extraversion: 0.8, agreeableness: 0.9 }))).toBe('playful');
    expect(toneFor(scores({ agreeableness: 0.75 }))).toBe('warm');
    expect(toneFor(scores({ agreeableness: 0.35 }))).toBe('direct');
    expect(toneFor(scores({ emotionality: 0.65, extraversion: 0.4 }))).toBe('gentle');
    expect(toneFor(scores({ emotionality: 0.65, extraversion: 0.5 }))).toBe('friendly');
    expect(toneFor(mid)).toBe('friendly');
  });
});

describe('boundaries, topics and style cues', () => {
  it('always keeps Respectful communication and adds trait boundaries at the 0.7 / 0.3 thresholds', () => {
    expect(boundariesFor(mid)).toEqual(['Respectful communication']);
    expect(boundariesFor(scores({ honesty_humility: 0.7, extraversion: 0.3 }))).toEqual([
      'Respectful communication',
      'Honesty over games',
      'Needs time alone to recharge',
    ]);
    expect(boundariesFor(scores({ honesty_humility: 0.69, extraversion: 0.31 }))).toEqual(['Respectful communication']);
  });

  it('topics: interests first, de-duplicated case-insensitively, then trait topics, at most 6', () => {
    const topics = socialTopicsFor(scores({ openness: 0.9, extraversion: 0.9 }), ['Hiking', ' hiking ', 'Cooking', '', 'TRAVEL']);
    expect(topics).toEqual(['Hiking', 'Cooking', 'TRAVEL', 'live music']);
    const many = socialTopicsFor(scores({ openness: 0.9 }), ['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    expect(many).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('style cues come from traits, then up to 3 insights; a flat profile reads as balanced', () => {
    expect(styleCuesFor(mid)).toEqual(['Balanced and conversational']);
    expect(styleCuesFor(scores({ openness: 0.8, emotionality: 0.2 }), ['Loves a plan', 'Dry humour', 'Night owl', 'Fourth'])).toEqual([
      'Asks curious, open-ended questions',
      'Calm and even-keeled',
      'Loves a plan',
      'Dry humour',
      'Night owl',
    ]);
  });
});

describe('personaFromProfile', () => {
  it('builds a valid persona with the defaults', () => {
    const persona = personaFromProfile({ hexaco: mid });
    expect(personaSchema.parse(persona)).toEqual(persona);
    expect(persona).toEqual({
      name: 'User',
      age_range: '25-34',
      vibe: 'casual',
      tone: 'friendly',
      boundaries: ['Respectful communication'],
      social: { topics: [], style_cues: ['Balanced and conversational'], recent_posts: [] },
      personality_traits: mid,
    });
  });

  it('maps an outgoing, curious, honest 29-year-old', () => {
    const persona = personaFromProfile({
      displayName: '  Sam   Lee ',
      age: 29,
      hexaco: { honesty_humility: 0.8, emotionality: 0.4, extraversion: 0.85, agreeableness: 0.6, conscientiousness: 0.5, openness: 0.75 },
      interests: ['climbing', 'Jazz'],
    });
    expect(persona.name).toBe('Sam Lee');
    expect(persona.age_range).toBe('25-34');
    expect(persona.vibe).toBe('adventurous');
    expect(persona.tone).toBe('playful');
    expect(persona.boundaries).toEqual(['Respectful communication', 'Honesty over games']);
    expect(persona.social.topics).toEqual(['climbing', 'Jazz', 'travel', 'live music', 'reading']);
  });

  it('treats invalid trait values as 0.5 and a blank name as User', () => {
    const persona = personaFromProfile({ displayName: '   ', hexaco: { ...mid, openness: 7, agreeableness: Number.NaN } });
    expect(persona.name).toBe(PERSONA_DEFAULTS.name);
    expect(persona.personality_traits.openness).toBe(0.5);
    expect(persona.personality_traits.agreeableness).toBe(0.5);
  });

  it('cuts a long name to 60 characters', () => {
    expect(personaFromProfile({ displayName: 'x'.repeat(80), hexaco: mid }).name).toHaveLength(60);
  });
});

describe('clampMatchScores (§5)', () => {
  it('clamps to 0.1..0.9 with agreeableness and honesty_humility at least 0.4', () => {
    expect(
      clampMatchScores({
        honesty_humility: 0.05,
        emotionality: 0.05,
        extraversion: 0.95,
        agreeableness: 0.2,
        conscientiousness: 1.5,
        openness: -1,
      }),
    ).toEqual({
      honesty_humility: 0.4,
      emotionality: 0.1,
      extraversion: 0.9,
      agreeableness: 0.4,
      conscientiousness: 0.9,
      openness: 0.1,
    });
  });

  it('keeps in-range values and fills missing or non-numeric ones with 0.5', () => {
    expect(clampMatchScores({ openness: 0.66, extraversion: 'high' })).toEqual({ ...mid, openness: 0.66 });
    expect(clampMatchScores(null)).toEqual(mid);
  });
});

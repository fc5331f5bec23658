import type { Persona } from '@shared/domain/matching/persona';

/** Two contrasting sample people: used by tests, the CLI and the benchmark. */
export const SAMPLE_PERSONA_A: Persona = {
  name: 'Alex Rivera',
  age_range: '25-34',
  vibe: 'adventurous',
  tone: 'warm and playful',
  boundaries: ['Respectful communication'],
  social: { topics: ['hiking', 'cooking', 'live music', 'travel'], style_cues: [], recent_posts: [] },
  personality_traits: {
    honesty_humility: 0.7,
    emotionality: 0.5,
    extraversion: 0.82,
    agreeableness: 0.75,
    conscientiousness: 0.55,
    openness: 0.8,
  },
};

export const SAMPLE_PERSONA_B: Persona = {
  name: 'Sam Okafor',
  age_range: '25-34',
  vibe: 'thoughtful',
  tone: 'calm',
  boundaries: ['Respectful communication'],
  social: { topics: ['hiking', 'reading', 'cooking', 'photography'], style_cues: [], recent_posts: [] },
  personality_traits: {
    honesty_humility: 0.8,
    emotionality: 0.6,
    extraversion: 0.3,
    agreeableness: 0.7,
    conscientiousness: 0.75,
    openness: 0.7,
  },
};

export const withTraits = (p: Persona, traits: Partial<Persona['personality_traits']>, name = p.name): Persona => ({
  ...p,
  name,
  personality_traits: { ...p.personality_traits, ...traits },
});

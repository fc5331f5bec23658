import type { Persona } from '@shared/domain/matching/persona';
import type { SimulationResult } from '@shared/schemas/simulation';
import type { StreamStart } from '../api/simulation-events';

/** Fixtures for this feature's unit tests. */

const traits = { honesty_humility: 0.7, emotionality: 0.5, extraversion: 0.6, agreeableness: 0.7, conscientiousness: 0.6, openness: 0.8 };

export const personaA: Persona = {
  name: 'Sam',
  age_range: '25-34',
  vibe: 'thoughtful',
  tone: 'warm',
  boundaries: ['Respectful communication'],
  social: { topics: ['hiking', 'jazz'], style_cues: [], recent_posts: [] },
  personality_traits: traits,
};

export const personaB: Persona = {
  ...personaA,
  name: 'Alex',
  vibe: 'adventurous',
  social: { topics: ['climbing'], style_cues: [], recent_posts: [] },
};

export const startFixture: StreamStart = {
  persona_a: personaA,
  persona_b: personaB,
  seed: 42,
  plan: [
    { day: 1, window: 1, turns: 2 },
    { day: 1, window: 2, turns: 2 },
  ],
};

export const resultFixture: SimulationResult = {
  transcript: [
    { role: 'b', text: 'Morning!', day: 1, window: 1 },
    { role: 'a', text: 'Hey you', day: 1, window: 1 },
  ],
  final: { decision: 'YES', why: [{ tone: 'positive', text: 'Both value honesty' }], confidence: 0.75 },
  week_summary: 'A warm week.',
  compatibility_score: 0.82,
  seed: 42,
  persona_a: personaA,
  persona_b: personaB,
};

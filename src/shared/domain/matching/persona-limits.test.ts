import { describe, expect, it } from 'vitest';
import { personaInputSchema, personaSchema } from './persona';
import { personaFromProfile } from './persona-mapping';
import { fitPersonaToRequestLimits } from './persona-limits';

const wordy = personaSchema.parse({
  name: 'Robin',
  vibe: 'v'.repeat(300),
  boundaries: Array.from({ length: 40 }, (_, i) => `boundary ${i} ${'b'.repeat(700)}`),
  social: { topics: ['x'], style_cues: Array.from({ length: 30 }, () => 's'.repeat(700)), recent_posts: ['p\u0000ost'] },
  personality_traits: {
    honesty_humility: 0.5,
    emotionality: 0.5,
    extraversion: 0.5,
    agreeableness: 0.5,
    conscientiousness: 0.5,
    openness: 0.5,
  },
});

describe('a persona fitted to request limits', () => {
  it('is refused as a request before, and accepted after', () => {
    expect(personaInputSchema.safeParse(wordy).success).toBe(false);
    const fitted = fitPersonaToRequestLimits(wordy);
    expect(personaInputSchema.safeParse(fitted).success).toBe(true);
    expect(fitted.social.recent_posts).toEqual(['post']);
  });

  it('keeps extra fields (a match card) and fits an already short persona unchanged', () => {
    const short = personaSchema.parse({ name: 'Robin', personality_traits: wordy.personality_traits });
    expect(fitPersonaToRequestLimits({ ...short, bio: 'hi' })).toEqual({ ...short, bio: 'hi' });
  });
});

describe("the person's persona name", () => {
  it('never ends in half an emoji', () => {
    const persona = personaFromProfile({ hexaco: {}, displayName: `${'a'.repeat(59)}😀` } as never);
    expect(personaInputSchema.safeParse(persona).success).toBe(true);
  });
});

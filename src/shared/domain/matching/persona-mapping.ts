import { normalizeHexaco, TRAITS, type HexacoScores, type Trait } from '../assessment/hexaco';
import { personaSchema, type Persona } from './persona';
import { clamp } from '../../lib/math';
import { clipText } from '../../lib/storable-text';

/**
 * Spec §5/§9: the person's Persona (what the simulator speaks as) built from their profile,
 * and the clamps applied to a generated match's scores.
 *
 * Thresholds: §9 names "extraversion above 0.7, openness above 0.6, and similar" for vibe and
 * tone, and "at least 0.7 / at most 0.3" for trait text. HIGH/LOW below are those text thresholds.
 */

export const HIGH = 0.7;
export const LOW = 0.3;
export const MAX_SOCIAL_TOPICS = 6;
const MAX_STYLE_CUES = 6;
const MAX_INSIGHT_CUES = 3;
const MAX_NAME_LENGTH = 60;

/**
 * Schema-level defaults for a persona field that is missing (§5). Note age_range: a missing
 * field defaults to '25-35', but personaFromProfile with no age gives '25-34' (the §5 age rule).
 */
export const PERSONA_DEFAULTS = {
  name: 'User',
  age_range: '25-35',
  vibe: 'casual',
  tone: 'friendly',
  boundaries: ['Respectful communication'],
} as const;

export interface ProfileInput {
  displayName?: string | null;
  age?: number | null;
  hexaco: HexacoScores;
  interests?: readonly string[];
  insights?: readonly string[];
}

/** §5 age rule. A missing or unusable age gives '25-34'. */
export function ageRange(age?: number | null): string {
  if (typeof age !== 'number' || !Number.isFinite(age) || age < 0) return '25-34';
  if (age < 25) return '18-24';
  if (age < 35) return '25-34';
  if (age < 45) return '35-44';
  return '45+';
}

type Rule<T extends string> = { value: T; when: (s: HexacoScores) => boolean; why: string };

/** First matching rule wins; no match gives the default 'casual'. */
export const VIBE_RULES: readonly Rule<string>[] = [
  { value: 'adventurous', when: (s) => s.extraversion > 0.7 && s.openness > 0.6, why: 'outgoing and curious' },
  { value: 'energetic', when: (s) => s.extraversion > 0.7, why: 'outgoing' },
  { value: 'thoughtful', when: (s) => s.openness > 0.6, why: 'curious and reflective' },
  // Low emotionality = calm under stress; HEXACO places most of the "neurotic worry" here.
  { value: 'laid-back', when: (s) => s.emotionality < 0.4 && s.conscientiousness < 0.6, why: 'calm and unhurried' },
];

/** First matching rule wins; no match gives the default 'friendly'. */
export const TONE_RULES: readonly Rule<string>[] = [
  { value: 'playful', when: (s) => s.extraversion > 0.7, why: 'outgoing' },
  { value: 'warm', when: (s) => s.agreeableness > 0.7, why: 'patient and forgiving' },
  // Low HEXACO agreeableness = quick to criticise and disagree, so the tone is direct.
  { value: 'direct', when: (s) => s.agreeableness < 0.4, why: 'says what they think' },
  { value: 'gentle', when: (s) => s.emotionality > 0.6 && s.extraversion < 0.5, why: 'sensitive and quiet' },
];

const firstMatch = (rules: readonly Rule<string>[], s: HexacoScores, fallback: string): string =>
  rules.find((r) => r.when(s))?.value ?? fallback;

export const vibeFor = (s: HexacoScores): string => firstMatch(VIBE_RULES, s, PERSONA_DEFAULTS.vibe);
export const toneFor = (s: HexacoScores): string => firstMatch(TONE_RULES, s, PERSONA_DEFAULTS.tone);

type TraitText = { trait: Trait; high?: string; low?: string };

/** Boundaries added on top of 'Respectful communication' when a trait is at least 0.7 / at most 0.3. */
export const TRAIT_BOUNDARIES: readonly TraitText[] = [
  { trait: 'honesty_humility', high: 'Honesty over games' },
  { trait: 'emotionality', high: 'Gentle pace with emotional topics' },
  { trait: 'conscientiousness', high: 'Plans are kept or changed with notice' },
  { trait: 'extraversion', low: 'Needs time alone to recharge' },
];

/**
 * Conversation topics suggested by a trait, used to fill up after the person's own interests. They are
 * concrete pastimes, not values, because the simulated chats talk about them as things people do.
 */
export const TRAIT_TOPICS: readonly TraitText[] = [
  { trait: 'openness', high: 'travel', low: 'coffee spots' },
  { trait: 'extraversion', high: 'live music', low: 'films' },
  { trait: 'conscientiousness', high: 'running' },
  { trait: 'agreeableness', high: 'cooking' },
  { trait: 'honesty_humility', high: 'reading' },
  { trait: 'emotionality', high: 'yoga' },
];

/** How the persona writes. */
export const TRAIT_STYLE_CUES: readonly TraitText[] = [
  { trait: 'extraversion', high: 'Quick, upbeat replies', low: 'Short, considered messages' },
  { trait: 'openness', high: 'Asks curious, open-ended questions', low: 'Keeps to concrete, practical topics' },
  { trait: 'agreeableness', high: 'Encouraging and easy to talk to', low: 'Says what they think' },
  { trait: 'conscientiousness', high: 'Clear plans and tidy messages', low: 'Spontaneous and relaxed' },
  { trait: 'emotionality', high: 'Shares feelings openly', low: 'Calm and even-keeled' },
  { trait: 'honesty_humility', high: 'Sincere, never brags', low: 'Likes to impress' },
];
const BALANCED_STYLE_CUE = 'Balanced and conversational';

/** Texts whose threshold the scores meet, in table order. */
function traitTexts(table: readonly TraitText[], s: HexacoScores): string[] {
  const out: string[] = [];
  for (const row of table) {
    if (row.high && s[row.trait] >= HIGH) out.push(row.high);
    else if (row.low && s[row.trait] <= LOW) out.push(row.low);
  }
  return out;
}

/** Trimmed, whitespace-collapsed, non-empty, de-duplicated case-insensitively (first spelling kept). */
export function uniqueTexts(items: readonly unknown[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    if (typeof item !== 'string') continue;
    const text = item.trim().replace(/\s+/g, ' ');
    const key = text.toLowerCase();
    if (!text || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
  }
  return out;
}

export const boundariesFor = (s: HexacoScores): string[] =>
  uniqueTexts([...PERSONA_DEFAULTS.boundaries, ...traitTexts(TRAIT_BOUNDARIES, s)]);

/** The person's own interests first (they are what they actually said), then trait topics; at most 6. */
export const socialTopicsFor = (s: HexacoScores, interests: readonly string[] = []): string[] =>
  uniqueTexts([...interests, ...traitTexts(TRAIT_TOPICS, s)]).slice(0, MAX_SOCIAL_TOPICS);

/** Trait cues, then up to 3 profile insights (they describe how the person comes across). */
export function styleCuesFor(s: HexacoScores, insights: readonly string[] = []): string[] {
  const cues = traitTexts(TRAIT_STYLE_CUES, s);
  const base = cues.length > 0 ? cues : [BALANCED_STYLE_CUE];
  return uniqueTexts([...base, ...uniqueTexts(insights).slice(0, MAX_INSIGHT_CUES)]).slice(0, MAX_STYLE_CUES);
}

const nameFor = (displayName?: string | null): string =>
  (typeof displayName === 'string' ? clipText(displayName.trim().replace(/\s+/g, ' '), MAX_NAME_LENGTH) : '') || PERSONA_DEFAULTS.name;

/** Spec §5/§9: the person's persona. Invalid trait values count as 0.5 (§5). */
export function personaFromProfile(profile: ProfileInput): Persona {
  const traits = normalizeHexaco(profile.hexaco);
  return personaSchema.parse({
    name: nameFor(profile.displayName),
    age_range: ageRange(profile.age),
    vibe: vibeFor(traits),
    tone: toneFor(traits),
    boundaries: boundariesFor(traits),
    social: {
      topics: socialTopicsFor(traits, profile.interests ?? []),
      style_cues: styleCuesFor(traits, profile.insights ?? []),
      recent_posts: [],
    },
    personality_traits: traits,
  });
}

// ---------------------------------------------------------------------------------------------
// Generated match (§5): scores clamped.

export const MATCH_SCORE_MIN = 0.1;
export const MATCH_SCORE_MAX = 0.9;
/** Agreeableness and honesty-humility have a higher floor: the generated match is never a bad actor. */
export const MATCH_SCORE_FLOORS: Partial<Record<Trait, number>> = { agreeableness: 0.4, honesty_humility: 0.4 };

/**
 * §5: each score clamped to 0.1..0.9, agreeableness and honesty_humility at least 0.4.
 * Accepts model output: a missing or non-numeric value counts as 0.5; an out-of-range number is clamped.
 */
export function clampMatchScores(scores: unknown): HexacoScores {
  const raw = (scores && typeof scores === 'object' ? scores : {}) as Record<string, unknown>;
  const out = {} as HexacoScores;
  for (const trait of TRAITS) {
    const v = raw[trait];
    const value = typeof v === 'number' && Number.isFinite(v) ? v : 0.5;
    out[trait] = clamp(value, MATCH_SCORE_FLOORS[trait] ?? MATCH_SCORE_MIN, MATCH_SCORE_MAX);
  }
  return out;
}

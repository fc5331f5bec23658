import { firstNameOf } from '@shared/lib/first-name';
import type { HexacoScores } from '@shared/domain/assessment/hexaco';
import type { Persona } from '@shared/domain/matching/persona';
import type { MatchPersona } from '../schemas/simulation';
import { sharedInterests, uniqueInterests } from '@shared/domain/matching/shared-interests';
import { TOPIC_CATALOGUE } from '../../../domain/topics/topic-catalogue';
import { rngFor } from './rng';
import { personaTopics } from './topics';

const NAMES = [
  'Jordan',
  'Riley',
  'Sam',
  'Alex',
  'Morgan',
  'Casey',
  'Jamie',
  'Taylor',
  'Robin',
  'Avery',
  'Quinn',
  'Noa',
  'Kai',
  'Remy',
  'Sasha',
  'Eden',
  'Rowan',
  'Ari',
  'Luca',
  'Imani',
];
/** Never the product's own name: a match called Maya would read as the app talking. */
const RESERVED_NAMES = new Set(['maya']);

/** Spec §5 age ranges: under 25 → 18-24, under 35 → 25-34, under 45 → 35-44, else 45+. */
export const ageRangeFor = (age: number) => (age < 25 ? '18-24' : age < 35 ? '25-34' : age < 45 ? '35-44' : '45+');

/** An age inside the user's range (e.g. "25-34"); spec §2.9: 28 when unknown. */
export function ageWithin(range: string, pick: (min: number, max: number) => number): number {
  const m = /(\d{2})\s*-\s*(\d{2})/.exec(range) ?? /(\d{2})\+/.exec(range);
  if (!m) return 28;
  const min = Number(m[1]);
  const max = m[2] ? Number(m[2]) : min + 10;
  return min >= 18 && max >= min ? pick(min, Math.min(max, 99)) : 28;
}

/** Spec §9-style thresholds: extraversion above 0.7 reads energetic, openness above 0.6 curious. */
export function vibeAndTone(t: HexacoScores): { vibe: string; tone: string } {
  const vibe = t.extraversion > 0.7 ? 'energetic' : t.openness > 0.6 ? 'curious' : t.conscientiousness > 0.6 ? 'grounded' : 'casual';
  const tone = t.agreeableness > 0.7 ? 'warm' : t.extraversion > 0.6 ? 'playful' : t.emotionality > 0.6 ? 'thoughtful' : 'friendly';
  return { vibe, tone };
}

export function writeMatchPersona(user: Persona, seed: number, traits: HexacoScores): MatchPersona {
  const rng = rngFor(seed, 'match');
  const userName = firstNameOf(user.name)?.toLowerCase();
  const name = rng.pick(NAMES.filter((n) => n.toLowerCase() !== userName && !RESERVED_NAMES.has(n.toLowerCase())));
  const age = ageWithin(user.age_range, rng.int);
  // Shared interests in the person's own words; extras only from topics the person doesn't have.
  const own = uniqueInterests(user.social.topics);
  const ownKeys = new Set(personaTopics(user).map((t) => t.key));
  const shared = rng.shuffle(own).slice(0, Math.min(3, own.length));
  const extra = rng
    .shuffle(TOPIC_CATALOGUE.filter((t) => !ownKeys.has(t.key)).map((t) => t.label))
    .slice(0, 4 - Math.min(shared.length, 2));
  const topics = [...shared, ...extra].slice(0, 6);
  // The card's "shared interests" are exactly those the reasons count (shared-interests.ts).
  const interests = sharedInterests(user.social.topics, topics);
  const { vibe, tone } = vibeAndTone(traits);
  const bio = `${vibe[0]!.toUpperCase()}${vibe.slice(1)} and ${tone}. Into ${topics.slice(0, -1).join(', ')} and ${topics.at(-1)}. ${
    traits.extraversion > 0.6 ? 'Always up for a plan.' : 'Happiest with a good conversation.'
  }`;
  return {
    name,
    age,
    location: 'Nearby',
    bio,
    interests,
    age_range: ageRangeFor(age),
    vibe,
    tone,
    boundaries: ['Respectful communication'],
    social: { topics, style_cues: [], recent_posts: [] },
    personality_traits: traits,
  };
}

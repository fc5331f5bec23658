import { TRAITS, type HexacoScores } from '@shared/domain/assessment/hexaco';
import { seededRandom } from '@shared/lib/seeded-random';
import { pairFeatures } from '../features';
import type { Outcome, PairFeatures, RankedMember } from '../types';

/** Members and outcomes for the ranker's unit tests. */

export const traits = (v: number): HexacoScores => Object.fromEntries(TRAITS.map((t) => [t, v])) as HexacoScores;

export const member = (over: Partial<RankedMember> = {}): RankedMember => ({
  age: 30,
  ageMin: 25,
  ageMax: 36,
  maxKm: 50,
  lookingFor: 'long_term',
  hexaco: traits(0.6),
  traitEvidence: null,
  interests: [],
  ...over,
});

const WORDS = ['hiking', 'films', 'cooking', 'travel', 'yoga', 'music', 'board games', 'dogs'];

/** `count` varied members, the same for the same seed. */
export function randomMembers(seed: number, count: number): RankedMember[] {
  const rng = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const age = 22 + Math.floor(rng() * 20);
    return member({
      age,
      ageMin: age - 2 - Math.floor(rng() * 5),
      ageMax: age + 2 + Math.floor(rng() * 6),
      maxKm: [25, 50, 100][Math.floor(rng() * 3)]!,
      lookingFor: ['long_term', 'short_term', 'open', 'friendship'][Math.floor(rng() * 4)]!,
      hexaco: Object.fromEntries(TRAITS.map((t) => [t, 0.3 + 0.5 * rng()])) as HexacoScores,
      interests: WORDS.filter(() => rng() < 0.3),
    });
  });
}

export const decision = (t: number, from: string, to: string, approve: boolean, features: PairFeatures): Outcome => ({
  kind: 'decision',
  t,
  from,
  to,
  approve,
  features,
});

/** A pair's features with a plain 10 km between them. */
export const features = (a: RankedMember, b: RankedMember): PairFeatures => pairFeatures(a, b, 10);

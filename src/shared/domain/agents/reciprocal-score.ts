import { clamp } from '../../lib/math';
import type { HexacoScores } from '../assessment/hexaco';
import { compatibility } from '../matching/compatibility';
import { sharedInterests } from '../matching/shared-interests';
import { pairCertainty } from '../matching/trait-certainty';

/**
 * The reciprocal score that ranks an agent's candidates (issue 31, docs/compatibility.md §7).
 * Each side's score blends the symmetric HEXACO compatibility with that side's OWN soft fit (how the
 * other sits in its age range and distance, what both look for, learned interests); the two sides
 * are combined by their harmonic mean, so a pair one side would hardly pick ranks low.
 */

export const SIDE_WEIGHTS = { hexaco: 0.6, soft: 0.4 } as const;
export const SOFT_WEIGHTS = { age: 0.35, distance: 0.25, lookingFor: 0.3, interests: 0.1 } as const;
/** Shared interests that count as a full interest fit. */
const FULL_INTEREST_FIT = 3;

export interface ScoredMember {
  age: number;
  ageMin: number;
  ageMax: number;
  maxKm: number;
  lookingFor: string;
  hexaco: HexacoScores;
  /** How much the member's answers say of each trait (stored trait_evidence), or null when the profile has none. */
  traitEvidence: HexacoScores | null;
  /** Topics Maya learned of the member; none means the interest part is left out. */
  interests: readonly string[];
}

export interface PairScores {
  /** The first member's score for the second, and the second's for the first (0..1, 3 decimals). */
  aScore: number;
  bScore: number;
  reciprocal: number;
  compatibility: number;
}

/** 1 at the centre of the range, 0.5 at its edges, falling to 0 one half-range beyond them. */
export function ageFit(age: number, min: number, max: number): number {
  const half = (max - min) / 2;
  const off = Math.abs(age - (min + max) / 2);
  if (half <= 0) return off === 0 ? 1 : 0;
  return clamp(1 - 0.5 * (off / half), 0, 1);
}

/** 1 in the same place, 0.5 at the member's own maximum distance, 0 at twice it. */
export const distanceFit = (km: number, maxKm: number): number => (maxKm <= 0 ? (km <= 0 ? 1 : 0) : clamp(1 - 0.5 * (km / maxKm), 0, 1));

const MISMATCH: Record<string, number> = { 'long_term|short_term': 0.2, 'friendship|long_term': 0.3, 'friendship|short_term': 0.3 };

/** Same wish 1, 'open' with anything 0.7, the rest by the table (long vs short term 0.2). Symmetric. */
export function lookingForFit(a: string, b: string): number {
  if (a === b) return 1;
  if (a === 'open' || b === 'open') return 0.7;
  return MISMATCH[[a, b].sort().join('|')] ?? 0.2;
}

/** One side's soft fit for the other: a weighted mean over the parts that are known. */
export function softFit(self: ScoredMember, other: ScoredMember, km: number): number {
  const parts: [number, number][] = [
    [SOFT_WEIGHTS.age, ageFit(other.age, self.ageMin, self.ageMax)],
    [SOFT_WEIGHTS.distance, distanceFit(km, self.maxKm)],
    [SOFT_WEIGHTS.lookingFor, lookingForFit(self.lookingFor, other.lookingFor)],
  ];
  if (self.interests.length > 0 && other.interests.length > 0) {
    const shared = sharedInterests(self.interests, other.interests).length;
    parts.push([SOFT_WEIGHTS.interests, Math.min(1, shared / FULL_INTEREST_FIT)]);
  }
  const weight = parts.reduce((s, [w]) => s + w, 0);
  return parts.reduce((s, [w, v]) => s + w * v, 0) / weight;
}

/** Harmonic mean: symmetric, 0..1, and below the arithmetic mean whenever the two differ. */
export const combineSides = (x: number, y: number): number => (x + y <= 0 ? 0 : (2 * x * y) / (x + y));

const round3 = (v: number) => Math.round(v * 1000) / 1000;

/** Both sides' scores and the reciprocal score of members `a` and `b`, `km` apart. */
export function pairScores(a: ScoredMember, b: ScoredMember, km: number): PairScores {
  // Each trait counts by how sure Maya is of both members' scores on it (issue 33).
  const hexaco = compatibility(a.hexaco, b.hexaco, pairCertainty(a.traitEvidence, b.traitEvidence)).score;
  const side = (self: ScoredMember, other: ScoredMember) => SIDE_WEIGHTS.hexaco * hexaco + SIDE_WEIGHTS.soft * softFit(self, other, km);
  const aScore = side(a, b);
  const bScore = side(b, a);
  return { aScore: round3(aScore), bScore: round3(bScore), reciprocal: round3(combineSides(aScore, bScore)), compatibility: hexaco };
}

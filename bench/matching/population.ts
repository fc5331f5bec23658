import { ageFit, lookingForFit } from '../../src/shared/domain/agents/reciprocal-score';
import { TRAITS, type HexacoScores } from '../../src/shared/domain/assessment/hexaco';
import { NORM_MEAN, NORM_SD, normStandings } from '../../src/shared/domain/assessment/norms';
import { sharedInterests } from '../../src/shared/domain/matching/shared-interests';
import { seededRandom, type RandomFn } from '../../src/shared/lib/seeded-random';
import type { Gender, LookingFor } from '../../src/shared/schemas/member-preferences';
import { distanceKm, scoredMember } from './members';
import type { ReplayMember } from './replay-log';

/**
 * A population of members with hidden tastes, and how each of them decides on a proposal
 * (issue 41 items 4-5; the model and its reasons are in docs/matching.md "The population model").
 * Pure and deterministic for a seed: the replay bench's logs and the population bench draw from it.
 *
 * A member's chance to approve another is σ(u), with the utility
 *
 *   u(i→j) = BASE + pickiness_i + ATTRACTIVENESS·attractiveness_j
 *          + HIDDEN_TASTE·(likes_i · look_j)/√K            (a taste for a type no profile field shows)
 *          + Σ_c interestTaste_i,c · share_j,c               (their own taste for kinds of interests)
 *          + SHARED_INTEREST·min(3, shared interests)        (likeness on interests)
 *          + OPENNESS_LIKENESS·(0.5 − |openness_i − openness_j|) + WARMTH·(warmth_j − 0.5)
 *          − AGE·(1 − ageFit) − DISTANCE·km/maxKm_i − LOOKING·(1 − lookingForFit)
 *          + chemistry_ij                                    (the pair's own, shared by both sides)
 *
 * traits read as norm standings. The sizes follow what studies of speed dating and dating apps find
 * (docs/matching.md): who decides (some say yes to many, some to few) and who is decided on (some
 * are liked by most) carry most of the variance, the pair-specific part is large but mostly
 * unpredictable from profiles, and self-reported personality adds little.
 */

/** The utility's coefficients (logit scale). */
export const TASTE = {
  BASE: -0.55,
  PICKINESS_SD: 0.7,
  /** A share of members are picky: their every utility is lowered by PICKY_SHIFT. */
  PICKY_SHARE: 0.15,
  PICKY_SHIFT: 1.5,
  /** Correlation of a member's attractiveness and their own yes-tendency (the desired are choosier). */
  ATTRACTIVE_PICKY_CORRELATION: -0.3,
  ATTRACTIVENESS: 1.0,
  HIDDEN_TASTE: 0.8,
  INTEREST_TASTE_SD: 1.0,
  SHARED_INTEREST: 0.2,
  OPENNESS_LIKENESS: 0.6,
  WARMTH: 0.3,
  AGE: 1.2,
  DISTANCE: 0.8,
  LOOKING: 1.2,
  CHEMISTRY_SD: 0.6,
} as const;

/** Dimensions of the hidden type and taste. */
export const HIDDEN_DIMENSIONS = 3;
/** Share of members who seldom open the app (their proposals mostly expire unanswered). */
export const INACTIVE_SHARE = 0.3;

/** Interest words in clusters: members draw most of theirs from one cluster, and have a taste for each. */
export const INTEREST_CLUSTERS: readonly (readonly string[])[] = [
  ['hiking', 'running', 'cycling', 'climbing', 'camping', 'swimming'],
  ['art', 'films', 'reading', 'theatre', 'music', 'photography'],
  ['cooking', 'baking', 'gardening', 'board games', 'games', 'cats'],
  ['travel', 'coffee', 'wine', 'dancing', 'football', 'festivals'],
  ['yoga', 'meditation', 'dogs', 'tea', 'journaling', 'nature'],
];
const CLUSTER_OF = new Map(INTEREST_CLUSTERS.flatMap((words, c) => words.map((w) => [w, c] as const)));

export interface City {
  name: string;
  lat: number;
  lon: number;
  weight: number;
}
export const CITIES: readonly City[] = [
  { name: 'Paris', lat: 48.8566, lon: 2.3522, weight: 0.24 },
  { name: 'Berlin', lat: 52.52, lon: 13.405, weight: 0.2 },
  { name: 'Madrid', lat: 40.4168, lon: -3.7038, weight: 0.18 },
  { name: 'London', lat: 51.5074, lon: -0.1278, weight: 0.24 },
  { name: 'Milan', lat: 45.4642, lon: 9.19, weight: 0.14 },
];

export interface HiddenTaste {
  /** How much others like them (the partner effect): popularity, N(0, 1). */
  attractiveness: number;
  /** Added to every utility of theirs (the actor effect): low = says yes to few. */
  pickiness: number;
  picky: boolean;
  /** Chance per day that they open the app and decide what waits for them. */
  activity: number;
  inactive: boolean;
  look: number[];
  likes: number[];
  interestTaste: number[];
}

export interface PopulationMember {
  member: ReplayMember;
  hidden: HiddenTaste;
  standings: HexacoScores;
  /** Share of their interests in each cluster (all 0 without interests). */
  clusterShare: number[];
}

export interface Population {
  seed: number;
  members: PopulationMember[];
  byId: Map<string, PopulationMember>;
}

/** A standard normal draw (Box–Muller). */
export const normal = (rng: RandomFn): number => Math.sqrt(-2 * Math.log(1 - rng())) * Math.cos(2 * Math.PI * rng());

function pick<T>(rng: RandomFn, entries: readonly (readonly [T, number])[]): T {
  let r = rng() * entries.reduce((s, [, w]) => s + w, 0);
  for (const [v, w] of entries) if ((r -= w) < 0) return v;
  return entries[entries.length - 1]![0];
}
const between = (rng: RandomFn, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

// Who members are and want, in the demo generator's shares (src/server/.../demo/demo-preferences.ts).
const GENDER_SHARES: readonly (readonly [Gender, number])[] = [
  ['woman', 0.48],
  ['man', 0.48],
  ['nonbinary', 0.04],
];
const SEEKS: Record<Gender, readonly (readonly [Gender[], number])[]> = {
  woman: [
    [['man'], 0.84],
    [['woman'], 0.07],
    [['woman', 'man'], 0.06],
    [['woman', 'man', 'nonbinary'], 0.03],
  ],
  man: [
    [['woman'], 0.87],
    [['man'], 0.07],
    [['woman', 'man'], 0.03],
    [['woman', 'man', 'nonbinary'], 0.03],
  ],
  nonbinary: [
    [['woman', 'man', 'nonbinary'], 0.4],
    [['woman'], 0.2],
    [['man'], 0.15],
    [['woman', 'nonbinary'], 0.1],
    [['man', 'nonbinary'], 0.1],
    [['nonbinary'], 0.05],
  ],
};
const LOOKING_FOR: readonly (readonly [LookingFor, number])[] = [
  ['long_term', 0.45],
  ['open', 0.25],
  ['short_term', 0.15],
  ['friendship', 0.15],
];
const MAX_KM: readonly (readonly [number, number])[] = [
  [25, 0.2],
  [50, 0.3],
  [75, 0.1],
  [100, 0.2],
  [150, 0.1],
  [250, 0.1],
];

function drawAge(rng: RandomFn): number {
  const band = rng();
  return band < 0.75 ? between(rng, 22, 45) : band < 0.83 ? between(rng, 18, 21) : between(rng, 46, 70);
}

/** Raw 0..1 scores drawn around the norms (Ashton & Lee 2009, norms.ts). */
const drawHexaco = (rng: RandomFn): HexacoScores =>
  Object.fromEntries(
    TRAITS.map((t) => [t, Math.round(Math.min(1, Math.max(0, NORM_MEAN[t] + NORM_SD[t] * normal(rng))) * 1000) / 1000]),
  ) as HexacoScores;

/** None for one in ten; otherwise 2-6 words, most from the member's own cluster. */
function drawInterests(rng: RandomFn): string[] {
  if (rng() < 0.1) return [];
  const own = INTEREST_CLUSTERS[between(rng, 0, INTEREST_CLUSTERS.length - 1)]!;
  const count = between(rng, 2, 6);
  const out = new Set<string>();
  for (let tries = 0; out.size < count && tries < 40; tries++) {
    const cluster = rng() < 0.6 ? own : INTEREST_CLUSTERS[between(rng, 0, INTEREST_CLUSTERS.length - 1)]!;
    out.add(cluster[between(rng, 0, cluster.length - 1)]!);
  }
  return [...out];
}

function drawPlace(rng: RandomFn): { lat: number; lon: number } {
  const city = pick(
    rng,
    CITIES.map((c) => [c, c.weight] as const),
  );
  // Four in five live within about 12 km of the centre (one SD), the rest spread wider.
  const spreadKm = rng() < 0.8 ? 12 : 40;
  const lat = city.lat + (normal(rng) * spreadKm) / 111;
  const lon = city.lon + (normal(rng) * spreadKm) / (111 * Math.cos((city.lat * Math.PI) / 180));
  return { lat: Math.round(lat * 10000) / 10000, lon: Math.round(lon * 10000) / 10000 };
}

function drawMember(rng: RandomFn, n: number): PopulationMember {
  const gender = pick(rng, GENDER_SHARES);
  const age = drawAge(rng);
  const interests = drawInterests(rng);
  const hexaco = drawHexaco(rng);
  const member: ReplayMember = {
    id: `m${n}`,
    gender,
    seeks: [...pick(rng, SEEKS[gender])],
    age,
    age_min: Math.max(18, age - between(rng, 2, age < 30 ? 5 : 10)),
    age_max: Math.min(99, age + between(rng, 2, age < 30 ? 8 : 6)),
    looking_for: pick(rng, LOOKING_FOR),
    interests,
    hexaco,
    ...drawPlace(rng),
    max_km: pick(rng, MAX_KM),
  };
  const attractiveness = normal(rng);
  const r = TASTE.ATTRACTIVE_PICKY_CORRELATION;
  const picky = rng() < TASTE.PICKY_SHARE;
  const inactive = rng() < INACTIVE_SHARE;
  const hidden: HiddenTaste = {
    attractiveness,
    pickiness: TASTE.PICKINESS_SD * (r * attractiveness + Math.sqrt(1 - r * r) * normal(rng)) - (picky ? TASTE.PICKY_SHIFT : 0),
    picky,
    activity: inactive ? 0.05 + 0.2 * rng() : 0.5 + 0.45 * rng(),
    inactive,
    look: Array.from({ length: HIDDEN_DIMENSIONS }, () => normal(rng)),
    likes: Array.from({ length: HIDDEN_DIMENSIONS }, () => normal(rng)),
    interestTaste: INTEREST_CLUSTERS.map(() => TASTE.INTEREST_TASTE_SD * normal(rng)),
  };
  const clusterShare = INTEREST_CLUSTERS.map((_, c) =>
    interests.length ? interests.filter((w) => CLUSTER_OF.get(w) === c).length / interests.length : 0,
  );
  return { member, hidden, standings: normStandings(hexaco), clusterShare };
}

/** `size` members m1…m<size>, the same for the same seed. */
export function makePopulation(seed: number, size: number): Population {
  const rng = seededRandom(seed);
  const members = Array.from({ length: size }, (_, i) => drawMember(rng, i + 1));
  return { seed, members, byId: new Map(members.map((m) => [m.member.id, m])) };
}

/** A 32-bit hash of a string (FNV-1a), to seed what belongs to a pair. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The pair's chemistry: the same for both sides and for every draw of the same population. */
export function chemistry(seed: number, a: string, b: string): number {
  const [low, high] = a < b ? [a, b] : [b, a];
  return TASTE.CHEMISTRY_SD * normal(seededRandom(hash(`${seed}:${low}:${high}`)));
}

/** The decider's hidden utility for the other (the formula at the top). */
export function utility(population: Population, from: PopulationMember, to: PopulationMember): number {
  const a = scoredMember(from.member);
  const b = to.member;
  const km = distanceKm(from.member, b) ?? 0;
  const hiddenTaste = from.hidden.likes.reduce((s, v, k) => s + v * to.hidden.look[k]!, 0) / Math.sqrt(HIDDEN_DIMENSIONS);
  const interestTaste = from.hidden.interestTaste.reduce((s, v, c) => s + v * to.clusterShare[c]!, 0);
  const shared = Math.min(3, sharedInterests(a.interests, b.interests ?? []).length);
  const warmth = (to.standings.honesty_humility + to.standings.agreeableness) / 2;
  return (
    TASTE.BASE +
    from.hidden.pickiness +
    TASTE.ATTRACTIVENESS * to.hidden.attractiveness +
    TASTE.HIDDEN_TASTE * hiddenTaste +
    interestTaste +
    TASTE.SHARED_INTEREST * shared +
    TASTE.OPENNESS_LIKENESS * (0.5 - Math.abs(from.standings.openness - to.standings.openness)) +
    TASTE.WARMTH * (warmth - 0.5) -
    TASTE.AGE * (1 - ageFit(b.age, a.ageMin, a.ageMax)) -
    TASTE.DISTANCE * (km / a.maxKm) -
    TASTE.LOOKING * (1 - lookingForFit(a.lookingFor, b.looking_for ?? 'open')) +
    chemistry(population.seed, from.member.id, b.id)
  );
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** The true chance that `from` approves `to` (what an oracle ranker would know). */
export const approveChance = (population: Population, from: PopulationMember, to: PopulationMember): number =>
  sigmoid(utility(population, from, to));

/** The simulated decision: approve with the true chance. */
export const decide = (population: Population, from: PopulationMember, to: PopulationMember, rng: RandomFn): 'approve' | 'pass' =>
  rng() < approveChance(population, from, to) ? 'approve' : 'pass';

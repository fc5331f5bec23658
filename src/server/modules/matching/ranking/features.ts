import { pairScores } from '@shared/domain/agents/reciprocal-score';
import { TRAITS } from '@shared/domain/assessment/hexaco';
import { normStandings } from '@shared/domain/assessment/norms';
import { interestKey, sharedInterests, uniqueInterests } from '@shared/domain/matching/shared-interests';
import type { MemberTraits, PairFeatures, RankedMember, Verdict } from './types';

/**
 * What the ranker reads of a pair (ADR 047 "Features"): today's static scores, which are the prior,
 * and what the learned parts weigh. Computed once, by the one function, in the daily pass and the benches.
 */

const traitsCache = new WeakMap<RankedMember, MemberTraits>();

/** NOTE: memoised per member object (a pass scores one member against hundreds): don't change a member after scoring it. */
function traitsOf(m: RankedMember): MemberTraits {
  let traits = traitsCache.get(m);
  if (!traits) {
    traits = { age: m.age, lookingFor: m.lookingFor, interests: uniqueInterests(m.interests), standings: normStandings(m.hexaco) };
    traitsCache.set(m, traits);
  }
  return traits;
}

/** The pair a → b, `km` apart (null when unknown), with each side's week verdict when it ran. */
export function pairFeatures(
  a: RankedMember,
  b: RankedMember,
  km: number | null,
  week?: { a?: Verdict | null; b?: Verdict | null },
): PairFeatures {
  const scores = pairScores(a, b, km ?? 0);
  return {
    aScore: scores.aScore,
    bScore: scores.bScore,
    reciprocal: scores.reciprocal,
    compatibility: scores.compatibility,
    km,
    shared: sharedInterests(a.interests, b.interests).length,
    verdictA: week?.a ?? null,
    verdictB: week?.b ?? null,
    a: traitsOf(a),
    b: traitsOf(b),
  };
}

/** The same pair seen from b. */
export const swapSides = (f: PairFeatures): PairFeatures => ({
  ...f,
  aScore: f.bScore,
  bScore: f.aScore,
  verdictA: f.verdictB,
  verdictB: f.verdictA,
  a: f.b,
  b: f.a,
});

const VERDICT_VALUE: Record<Verdict, number> = { YES: 1, MAYBE: 0, NO: -1 };

/**
 * The decider a's inputs: `global` are weighed by the network alone; `descriptors` (of b, or of the
 * pair) are weighed by the network's taste plus a's own. Every input is 0 for "nothing known".
 */
export interface SideInputs {
  global: [string, number][];
  descriptors: [string, number][];
}

/** Kilometres on a log scale: 0 in the same place, 1 at 100 km. */
const distanceScale = (km: number | null) => (km === null ? 0 : Math.log1p(Math.max(0, km)) / Math.log1p(100));

/** b's own descriptors ([key, x]), the same whoever decides on them: memoised per traits object. */
const ownCache = new WeakMap<MemberTraits, [string, number][]>();
function memberDescriptors(b: MemberTraits): [string, number][] {
  let out = ownCache.get(b);
  if (out) return out;
  out = [[`looking:${b.lookingFor}`, 1]];
  for (const t of TRAITS) out.push([`trait:${t}`, 2 * (b.standings[t] - 0.5)]);
  ownCache.set(b, out);
  return out;
}

/** b's interests as [interestKey, 1/√n]: 1/√n so a long list does not weigh more than a short one. */
const interestCache = new WeakMap<MemberTraits, [string, number][]>();
function interestInputs(b: MemberTraits): [string, number][] {
  let out = interestCache.get(b);
  if (out) return out;
  const keys = b.interests.map(interestKey).filter(Boolean);
  out = keys.map((key): [string, number] => [key, 1 / Math.sqrt(keys.length)]);
  interestCache.set(b, out);
  return out;
}

export function sideInputs(f: PairFeatures): SideInputs {
  const global: [string, number][] = [
    ['intercept', 1],
    ['reciprocal', f.reciprocal - 0.5],
    ['own_side', f.aScore - f.reciprocal],
  ];
  if (f.verdictA) global.push(['verdict_own', VERDICT_VALUE[f.verdictA]]);
  if (f.verdictB) global.push(['verdict_other', VERDICT_VALUE[f.verdictB]]);
  if (f.verdictA || f.verdictB) global.push(['verdict_known', 1]);

  const descriptors: [string, number][] = [
    ['compatibility', f.compatibility - 0.5],
    ['shared_interests', Math.min(3, f.shared) / 3],
    ['age_gap', Math.abs(f.b.age - f.a.age) / 10],
    ['older', (f.b.age - f.a.age) / 10],
    ['distance', distanceScale(f.km)],
    ...memberDescriptors(f.b),
  ];
  for (const [key, x] of interestInputs(f.b)) descriptors.push([`interest:${key}`, x]);
  return { global, descriptors: descriptors.filter(([, x]) => x !== 0) };
}

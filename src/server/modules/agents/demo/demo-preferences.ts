import type { RandomFn } from '@shared/lib/seeded-random';
import type { Gender, LookingFor } from '@shared/schemas/member-preferences';
import { intBetween, pickWeighted } from './demo-random';

/** Who a demo member is and wants to meet, in the shares one would expect of a dating app's members. */
export type DemoGender = Gender;
export type DemoLookingFor = LookingFor;

export interface DemoPreferences {
  gender: DemoGender;
  seeks: DemoGender[];
  /** YYYY-MM-DD; the member is `age` on the day the pool was made. */
  birthDate: string;
  age: number;
  ageMin: number;
  ageMax: number;
  maxKm: number;
  lookingFor: DemoLookingFor;
  shareAge: boolean;
  shareArea: boolean;
  shareSummary: boolean;
}

const GENDERS: readonly (readonly [DemoGender, number])[] = [
  ['woman', 0.48],
  ['man', 0.48],
  ['nonbinary', 0.04],
];
/** Mostly the usual combinations; some members are open to several genders. */
const SEEKS: Record<DemoGender, readonly (readonly [DemoGender[], number])[]> = {
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
const LOOKING_FOR: readonly (readonly [DemoLookingFor, number])[] = [
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

const DAY_MS = 86_400_000;

/** 18 to 70, most between 22 and 45. */
const drawAge = (rng: RandomFn) =>
  pickWeighted<() => number>(rng, [
    [() => intBetween(rng, 22, 45), 0.75],
    [() => intBetween(rng, 18, 21), 0.08],
    [() => intBetween(rng, 46, 70), 0.17],
  ])();

/**
 * A birth date on which the member is exactly `age` today: `age` years before today, minus 0..364
 * days (never a whole year, so never a year older or younger).
 */
export function birthDateFor(rng: RandomFn, age: number, today: string): string {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const sameDay = Date.UTC(y - age, m - 1, d);
  // NOTE: today's 29 February falls on 1 March in a year without one: the day before is the birthday.
  const birthday = new Date(sameDay).getUTCDate() === d ? sameDay : sameDay - DAY_MS;
  return new Date(birthday - intBetween(rng, 0, 364) * DAY_MS).toISOString().slice(0, 10);
}

export function demoPreferences(rng: RandomFn, today: string): DemoPreferences {
  const gender = pickWeighted(rng, GENDERS);
  const age = drawAge(rng);
  return {
    gender,
    seeks: [...pickWeighted(rng, SEEKS[gender])],
    birthDate: birthDateFor(rng, age, today),
    age,
    ageMin: Math.max(18, age - intBetween(rng, 2, age < 30 ? 5 : 10)),
    ageMax: Math.min(99, age + intBetween(rng, 2, age < 30 ? 8 : 6)),
    maxKm: pickWeighted(rng, MAX_KM),
    lookingFor: pickWeighted(rng, LOOKING_FOR),
    shareAge: rng() < 0.9,
    shareArea: rng() < 0.95,
    shareSummary: rng() < 0.9,
  };
}

import type { HexacoScores } from '@shared/domain/assessment/hexaco';
import { scoreAssessment } from '@shared/domain/assessment/scoring';
import { demoAnswers } from './demo-answers';
import { demoDisplayName } from './demo-names';
import type { DemoCity, DemoPlaces } from './demo-places';
import { demoPreferences, type DemoPreferences } from './demo-preferences';
import { memberRandom } from './demo-random';

/**
 * Demo members for a real try of the agent network (issue 31 item 7, docs/agents.md "Demo members"):
 * pure and deterministic for a seed. Each one answers the assessment and is scored by the real
 * scoring (scoreAssessment, as completeAssessment does), so the pool's profiles are spread as real
 * members' would be.
 */
export const DEMO_ISSUER = 'maya-demo';

export interface DemoPersonality {
  hexacoScores: HexacoScores;
  archetype: string;
  confidence: number;
  insights: string[];
}

export interface DemoMember {
  /** users.subject: 'demo-<n>-<seed>', unique per (n, seed). */
  subject: string;
  /** A first name and a last initial ("Lena K."). */
  displayName: string;
  preferences: DemoPreferences;
  city: DemoCity;
  personality: DemoPersonality;
}

export const demoSubject = (n: number, seed: number) => `demo-${n}-${seed}`;

/** Member n of the pool `seed` (the same person whichever chunk makes them). `today` is YYYY-MM-DD. */
export function demoMember(n: number, seed: number, places: DemoPlaces, today: string): DemoMember {
  const rng = memberRandom(seed, n);
  const preferences = demoPreferences(rng, today);
  const displayName = demoDisplayName(rng, preferences.gender);
  const city = places.pick(rng);
  const { scores, archetype, confidence, insights } = scoreAssessment(demoAnswers(rng));
  return {
    subject: demoSubject(n, seed),
    displayName,
    preferences,
    city,
    personality: { hexacoScores: scores, archetype, confidence, insights },
  };
}

/** Members from..from+count-1 of the pool `seed`. */
export function demoMembers(options: { seed: number; from: number; count: number; places: DemoPlaces; today: string }): DemoMember[] {
  return Array.from({ length: options.count }, (_, i) => demoMember(options.from + i, options.seed, options.places, options.today));
}

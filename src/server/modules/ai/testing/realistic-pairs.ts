import { scoreAssessment } from '@shared/domain/assessment/scoring';
import type { AssessmentResponse } from '@shared/domain/assessment/trait-evidence';
import { seededRandom } from '@shared/lib/seeded-random';
import { decodeAnswers } from '@shared/domain/assessment/testing/answer-codes';
import ANSWER_CODES from './realistic-answers.json';
import { personaFromProfile } from '@shared/domain/matching/persona-mapping';
import type { Persona } from '@shared/domain/matching/persona';

/**
 * Pairs of people as the product sees them: each side answers the eight assessment scenes (an
 * attentive respondent of the recovery study at noise 0.50, docs/assessment-scoring.md, drawn by the
 * lab into realistic-answers.json), the real scoring turns the answers
 * into HEXACO scores and the real persona mapping (§5) turns those into a persona. Nothing here reads
 * the compatibility formula, so a study over these pairs measures the instrument's own outputs.
 */

const FIRST_NAMES = [
  'Alex',
  'Sam',
  'Priya',
  'Jonas',
  'Leila',
  'Tomás',
  'Mei',
  'Oskar',
  'Nadia',
  'Felix',
  'Ines',
  'Kwame',
  'Hana',
  'Marco',
  'Zoe',
  'Ravi',
  'Elif',
  'Owen',
  'Lucia',
  'Theo',
];
/** What people type as interests; some the offline engine knows, some it doesn't (e.g. knitting). */
const INTERESTS = [
  'hiking',
  'cooking',
  'live music',
  'travel',
  'reading',
  'running',
  'photography',
  'art',
  'films',
  'video games',
  'coffee',
  'dogs',
  'yoga',
  'board games',
  'baking',
  'climbing',
  'jazz',
  'knitting',
  'gardening',
  'astronomy',
];

export interface RealisticPerson {
  persona: Persona;
  /** The assessment's answers, for a reader who wants to see where the persona came from. */
  answers: AssessmentResponse[];
}

/** One seeded person: answers → scoring → persona mapping, with 0-3 typed interests and a name. */
export function realisticPerson(seed: number): RealisticPerson {
  const rng = seededRandom(seed);
  // Consecutive seeds are different people; the study's seeds are far apart, hence the modulo.
  const answers = decodeAnswers(ANSWER_CODES[seed % ANSWER_CODES.length]!);
  const result = scoreAssessment(answers);
  const interestCount = Math.floor(rng() * 4);
  const interests = Array.from({ length: interestCount }, () => INTERESTS[Math.floor(rng() * INTERESTS.length)]!);
  const persona = personaFromProfile({
    displayName: FIRST_NAMES[Math.floor(rng() * FIRST_NAMES.length)]!,
    age: 22 + Math.floor(rng() * 20),
    hexaco: result.scores,
    interests,
    insights: result.insights,
  });
  return { persona, answers };
}

/** Two different people for pair `index` of a study; B never shares A's first name. */
export function realisticPair(index: number, studySeed = 1): { personaA: Persona; personaB: Persona } {
  const a = realisticPerson(studySeed * 1_000_003 + index * 2);
  let b = realisticPerson(studySeed * 1_000_003 + index * 2 + 1);
  for (let k = 1; b.persona.name === a.persona.name; k++) b = realisticPerson(studySeed * 1_000_003 + index * 2 + 1 + k * 7919);
  return { personaA: a.persona, personaB: b.persona };
}

import { scoreAssessment } from '../../../../shared/domain/assessment/scoring';
import { createRng, drawPerson, simulateAnswers, tauForShare } from '../../../../shared/domain/assessment/recovery-sim';
import { personaFromProfile } from '../../../../shared/domain/persona-mapping';
import type { Persona } from '../../../../shared/schemas/persona';

/**
 * Pairs of people as the product sees them: each side answers the eight assessment scenes (a seeded
 * respondent of the recovery study, docs/assessment-scoring.md), the real scoring turns the answers
 * into HEXACO scores and the real persona mapping (§5) turns those into a persona. Nothing here reads
 * the compatibility formula, so a study over these pairs measures the instrument's own outputs.
 */

/** The recovery study's best-case noise level: the traits explain half of each preference (attentive respondents). */
const RESPONDENT_SHARE = 0.5;
const RESPONDENT_TAU = tauForShare(RESPONDENT_SHARE);

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
  answers: ReturnType<typeof simulateAnswers>;
}

/** One seeded person: answers → scoring → persona mapping, with 0-3 typed interests and a name. */
export function realisticPerson(seed: number): RealisticPerson {
  const rng = createRng(seed);
  const answers = simulateAnswers(drawPerson(rng, 'attentive'), rng, RESPONDENT_SHARE, RESPONDENT_TAU);
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

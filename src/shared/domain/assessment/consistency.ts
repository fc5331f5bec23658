import { TRAITS, type Trait } from './hexaco';
import { SCORER_TEMPERATURE } from './item-model';
import { SCENES, type Scene, type SceneOption } from './scenes';
import { round3 } from './score-math';
import { centredEvidence, resolveResponses, type AssessmentResponse, type ResolvedAnswer } from './trait-evidence';

/** Consistency: does an answer contradict the direction of other answers? */

/**
 * Centred evidence at least this large is a clear statement about a trait (a primary key after
 * centring). Tied to the scale the scorer reads the keys at (its temperature), not to a fixed weight:
 * 0.07 with version 4's keys, 0.047 with version 5's, which are about two thirds their size.
 */
export const STRONG_EVIDENCE = 3.55 * SCORER_TEMPERATURE;
/** An answer contradicts when the other answers' clear statements lean the opposite way by at least this many. */
export const CONTRADICTION_MARGIN = 1;

/** +1 when the answer clearly pushes the trait up, −1 clearly down, 0 otherwise. */
export const evidenceDirection = (scene: Scene, option: SceneOption, trait: Trait): -1 | 0 | 1 => {
  const c = centredEvidence(scene, option, trait);
  if (c >= STRONG_EVIDENCE) return 1;
  return c <= -STRONG_EVIDENCE ? -1 : 0;
};

/**
 * An answer contradicts the reference answers when, on some trait, it is a clear statement one way
 * while the reference answers' clear statements on that trait lean, on balance, the other way
 * (e.g. the candid option in one scene, then the fib in another, with nothing to tip it back).
 */
export const contradicts = (
  answer: Pick<ResolvedAnswer, 'scene' | 'option'>,
  reference: readonly Pick<ResolvedAnswer, 'scene' | 'option'>[],
): boolean =>
  TRAITS.some((trait) => {
    const direction = evidenceDirection(answer.scene, answer.option, trait);
    if (direction === 0) return false;
    const net = reference.reduce((sum, r) => sum + evidenceDirection(r.scene, r.option, trait), 0);
    return net * direction <= -CONTRADICTION_MARGIN;
  });

/** Whether a new answer contradicts the answers recorded before it (the 'inconsistent' probe condition). */
export const isInconsistentAnswer = (
  scene: Scene,
  optionValue: string,
  earlier: readonly AssessmentResponse[],
  scenes: readonly Scene[] = SCENES,
): boolean => {
  const option = scene.options.find((o) => o.value === optionValue);
  if (!option) return false;
  const reference = resolveResponses(earlier, scenes).filter((a) => a.scene.id !== scene.id);
  return contradicts({ scene, option }, reference);
};

/** Share of answers that do not contradict the rest (leave-one-out); 1 when there is nothing to compare. */
export const consistencyIndex = (answers: readonly ResolvedAnswer[]): number => {
  if (answers.length < 2) return 1;
  const contradictions = answers.filter((a, i) =>
    contradicts(
      a,
      answers.filter((_, j) => j !== i),
    ),
  ).length;
  return round3(1 - contradictions / answers.length);
};
